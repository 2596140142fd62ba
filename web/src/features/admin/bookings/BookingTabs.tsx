import { Tabs } from '@mantine/core';
import { BOOKING_TABS } from './labels';

/**
 * Requests (Unconfirmed), Confirmed, Completed and Cancelled on one line: on a phone the row scrolls sideways
 * rather than wrapping into a second row of tabs.
 */
export function BookingTabs({ value, onChange }: { value: string; onChange: (param: string | null) => void }) {
  return (
    <Tabs value={value} onChange={onChange}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}>
        {BOOKING_TABS.map((item) => (
          <Tabs.Tab key={item.param} value={item.param} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
