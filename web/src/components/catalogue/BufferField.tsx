import { NumberInput, type NumberInputProps } from '@mantine/core';
import { bufferProblem, MAX_BUFFER_MINUTES } from '@server/modules/catalogue/timing-rules';

/** The form rule for a service's buffer ('' is empty): 'Buffer must be between 0 and 240 minutes.' */
export function validateBuffer(value: number | string): string | null {
  return bufferProblem(value === '' ? Number.NaN : Number(value));
}

/** "Buffer between jobs (minutes)": the time a service keeps free after each job; spread the form's input props. */
export function BufferField(props: Omit<NumberInputProps, 'label' | 'min' | 'max'>) {
  return (
    <NumberInput
      label="Buffer between jobs (minutes)"
      description={`Time kept free after each job, for travel or clearing up: 0 to ${MAX_BUFFER_MINUTES}.`}
      min={0}
      max={MAX_BUFFER_MINUTES}
      step={15}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  );
}
