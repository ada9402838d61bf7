/** A choice among the tenant's saved answer sets; `none` is what the empty choice says. */
export const AnswerSetSelect = ({
  id,
  sets,
  none,
  value,
  onChange,
}: {
  readonly id: string;
  readonly sets: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly none: string;
  readonly value?: string;
  readonly onChange: (setId: string) => void;
}) => (
  <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
    <option value="">{none}</option>
    {sets.map((set) => (
      <option key={set.id} value={set.id}>
        {set.name}
      </option>
    ))}
  </select>
);
