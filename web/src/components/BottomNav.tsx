import { Link } from 'react-router-dom';
import type { SidebarLink } from './SidebarLayout';
import { UnreadCount } from './thread/UnreadCount';
import classes from './BottomNav.module.css';

interface BottomNavProps {
  links: SidebarLink[];
  /** The landmark's name ("Provider sections"), distinct from the sidebar's. */
  label: string;
  isActive: (to: string) => boolean;
  /** Unread messages to show on a link (none by default). */
  countOf?: (to: string) => number;
}

/** The main sections as a bar at the bottom of a phone's screen; hidden from 48em, where the sidebar shows. */
export function BottomNav({ links, label, isActive, countOf = () => 0 }: BottomNavProps) {
  return (
    <nav className={classes.nav} aria-label={label}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={classes.link} aria-current={isActive(link.to) ? 'page' : undefined}>
          <span className={classes.icon}>
            <link.icon size={22} stroke={1.7} aria-hidden />
            {countOf(link.to) > 0 && (
              <span className={classes.count}>
                <UnreadCount count={countOf(link.to)} />
              </span>
            )}
          </span>
          <span>{link.short ?? link.label}</span>
        </Link>
      ))}
    </nav>
  );
}
