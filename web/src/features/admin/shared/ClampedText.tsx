import { Text, Tooltip } from '@mantine/core';

interface ClampedTextProps {
  text: string;
  /** Lines shown before the ellipsis. */
  lines?: number;
}

/**
 * A long free text (a customer's note) cut to a few lines with an ellipsis, so it cannot make its row tall;
 * the whole text shows on hover, on keyboard focus and on tap. The cut is only drawn: screen readers read it all.
 */
export function ClampedText({ text, lines = 2 }: ClampedTextProps) {
  return (
    <Tooltip
      label={text}
      multiline
      w={320}
      withinPortal
      events={{ hover: true, focus: true, touch: true }}
      style={{ whiteSpace: 'pre-line' }}
    >
      <Text inherit lineClamp={lines} tabIndex={0} style={{ cursor: 'help', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Tooltip>
  );
}
