/** A sample as the judge problem carries it. */
export interface Sample {
  input: string;
  output: string;
}

/** The samples worth showing or saving: a row with neither input nor output (the form's empty row) is dropped. */
export function filledSamples<T extends Sample>(samples: readonly T[] | undefined): T[] {
  return (samples ?? []).filter((s) => s.input.trim() !== '' || s.output.trim() !== '');
}
