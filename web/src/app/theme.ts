import { DEFAULT_THEME, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Zambian green, with the copper orange of the flag as the accent.
const brand: MantineColorsTuple = [
  '#ecfbe8',
  '#daf3d2',
  '#b4e5a5',
  '#8bd775',
  '#69cb4c',
  '#52c332',
  '#44bf24',
  '#34a816',
  // The two darkest shades are the text and button colours: dark enough for 4.5:1 contrast (WCAG AA)
  // against white, the page grey and the light green tints.
  '#1f8208',
  '#167300',
];

const copper: MantineColorsTuple = [
  '#fff3e2',
  '#ffe5cc',
  '#ffc99b',
  '#ffab64',
  '#fe9137',
  '#fe811a',
  '#ff7806',
  '#e46700',
  // Outline and filled badges use shade 8, light badges and alerts write in shade 9 on shade 1: both
  // reach 4.5:1 (WCAG AA) on white, the page grey and the light tints.
  '#b14c00',
  '#a04500',
];

// Mantine's teal, whose shade 9 reads at 4.3:1 on its shade 1 (completed and active badges): one step darker.
const teal: MantineColorsTuple = [...DEFAULT_THEME.colors.teal.slice(0, 9), '#06704f'] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand, copper, teal },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their device for less motion get no animated transitions.
  respectReducedMotion: true,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg' } },
    // A toast's close button is an icon too: it needs a name for screen readers.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A label is exactly the field's name ("Password", not "Password *") for people using screen readers
    // and for tests; `required` still marks the input, and forms say "Optional" on the optional fields.
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    NativeSelect: { defaultProps: { withAsterisk: false } },
    Select: { defaultProps: { withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
    NumberInput: { defaultProps: { withAsterisk: false } },
    // A table wider than a phone scrolls sideways; keyboard users reach that scroll by focusing it.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // Mantine's close buttons are icons with no name of their own.
    // Mantine draws a dialog's title in regular weight, lighter than the medium-weight labels of the fields
    // below it; the title heads the dialog, so it is drawn at least as strong (bold, a heading's weight).
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 700 } },
    },
  },
});

/**
 * Dimmed text a shade darker than Mantine's grey 6, which reads at 3.3:1 on white (AA asks 4.5:1); field
 * errors in red 9 (5.8:1) rather than red 6 (3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#697079', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
