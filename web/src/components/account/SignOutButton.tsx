import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSignOut } from '../../lib/session';

/** The account pages' Sign Out (the layouts' menus have their own entry). */
export function SignOutButton() {
  const { signOut, signingOut } = useSignOut();
  return (
    <Button variant="light" color="red" leftSection={<IconLogout size={18} />} onClick={() => void signOut()} loading={signingOut}>
      Sign Out
    </Button>
  );
}
