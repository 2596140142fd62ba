import { Link } from 'react-router-dom';
import type { SidebarLink } from './SidebarLayout';
import classes from './BottomNav.module.css';

interface BottomNavProps {
  links: SidebarLink[];
  /** The landmark's name ("Provider sections"), distinct from the sidebar's. */
  label: string;
  isActive: (to: string) => boolean;
}

/** The main sections as a bar at the bottom of a phone's screen; hidden from 48em, where the sidebar shows. */
export function BottomNav({ links, label, isActive }: BottomNavProps) {
  return (
    <nav className={classes.nav} aria-label={label}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={classes.link} aria-current={isActive(link.to) ? 'page' : undefined}>
          <link.icon size={22} stroke={1.7} aria-hidden />
          <span>{link.short ?? link.label}</span>
        </Link>
      ))}
    </nav>
  );
}
