import type { Question } from '../../api/interview-types';
import { type Item, itemSummary, labelOf } from './interview-model';
import { QuestionInput } from './question-input';
import { ItemButton } from '../item-button';

const withValue = <T extends Record<string, unknown>>(record: T, key: string, value: unknown): T => {
  const next: Record<string, unknown> = { ...record };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next as T;
};

/**
 * A list as a repeating group, labelled by its alias's label: one set of its item fields per item,
 * each item headed by a one-line summary of its answers, with add and remove.
 */
export const RepeatingGroup = ({
  question,
  items,
  errorAt,
  relevant,
  onChange,
}: {
  question: Question;
  items: ReadonlyArray<Item>;
  errorAt: (path: string) => string | undefined;
  /** Whether an item field that has a `when` applies, by its path (`children[1].guardian`). */
  relevant: (path: string) => boolean;
  onChange: (items: Item[]) => void;
}) => {
  const label = labelOf(question);
  const fields = question.itemFields ?? [];
  const groupError = errorAt(question.alias);
  return (
    <fieldset class="group" data-question={question.alias}>
      <legend>{label}</legend>
      {question.description && <p class="help">{question.description}</p>}
      {groupError !== undefined && <p class="error">{groupError}</p>}
      {items.length === 0 && <p>No items yet.</p>}
      <ol class="items">
        {items.map((item, index) => (
          <li key={index}>
            <fieldset class="item">
              <legend>
                {label} {index + 1}: <span class="summary">{itemSummary(fields, item)}</span>
              </legend>
              {fields.map((field) => {
                const path = `${question.alias}[${index}].${field.alias}`;
                if (field.when !== undefined && field.when !== null && !relevant(path)) return null;
                return (
                  <QuestionInput
                    key={field.alias}
                    question={field}
                    path={path}
                    value={item[field.alias]}
                    error={errorAt(path)}
                    onChange={(value) => onChange(items.map((candidate, at) => (at === index ? withValue(candidate, field.alias, value) : candidate)))}
                  />
                );
              })}
              <ItemButton action="Remove" item={`${label} ${index + 1}`} onClick={() => onChange(items.filter((_, at) => at !== index))} />
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...items, {}])}>
        Add to {label}
      </button>
    </fieldset>
  );
};

export { withValue };
