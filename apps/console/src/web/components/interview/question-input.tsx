import { useEffect, useState } from 'preact/hooks';
import type { Question } from '../../api/interview-types';
import { isPicture, labelOf, type PictureAnswer } from './interview-model';

export const idOf = (path: string): string => `q-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** What a picture answer may be: the types generation places, and the size it places (the server's default limit). */
export const PICTURE_TYPES: ReadonlyArray<string> = ['image/png', 'image/jpeg', 'image/gif'];
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

const base64Of = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** A picture question: a file picker (its limits said before choosing), a preview, and the picture's description. */
const PictureInput = ({ id, describedBy, value, path, onChange }: { id: string; describedBy: string; value: unknown; path: string; onChange: (value: unknown) => void }) => {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const picture = isPicture(value) ? value : undefined;
  const [preview, setPreview] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (picture === undefined) {
      setPreview(undefined);
      return undefined;
    }
    const bytes = Uint8Array.from(atob(picture.base64), (char) => char.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: picture.contentType }));
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture?.base64, picture?.contentType]);
  const choose = async (file: File | undefined) => {
    if (file === undefined) return;
    if (!PICTURE_TYPES.includes(file.type)) return setProblem(`“${file.name}” is not a PNG, JPEG or GIF picture.`);
    if (file.size > PICTURE_MAX_BYTES) return setProblem(`“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MiB; a picture may be at most 10 MiB.`);
    setProblem(undefined);
    const answer: PictureAnswer = { base64: await base64Of(file), contentType: file.type, altText: picture?.altText ?? '' };
    onChange(answer);
  };
  const limitsId = `${id}-limits`;
  const problemId = `${id}-problem`;
  return (
    <div class="picture" data-alias={path}>
      <p id={limitsId} class="help">
        PNG, JPEG or GIF, at most 10 MiB.
      </p>
      <input
        id={id}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        aria-describedby={[describedBy, limitsId, problem === undefined ? '' : problemId].filter((part) => part !== '').join(' ')}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      {problem !== undefined && (
        <p id={problemId} class="error" role="alert">
          {problem}
        </p>
      )}
      {picture !== undefined && (
        <div class="picture-chosen">
          {preview !== undefined && <img src={preview} alt={picture.altText === undefined || picture.altText === '' ? 'The chosen picture' : picture.altText} class="picture-preview" data-testid="picture-preview" />}
          <label for={`${id}-alt`}>Description of the picture (kept in the document for screen readers)</label>
          <input id={`${id}-alt`} type="text" value={picture.altText ?? ''} onInput={(event) => onChange({ ...picture, altText: event.currentTarget.value })} />
          <button type="button" class="secondary" onClick={() => onChange(undefined)}>
            Remove the picture
          </button>
        </div>
      )}
    </div>
  );
};

const valuesOf = (raw: string): Array<string | number> =>
  raw
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (/^-?\d+(\.\d+)?$/.test(line) ? Number(line) : line));

/** A list of plain values, one a line (numbers stay numbers); the text as typed is kept while it says the same values. */
const ValuesInput = ({ common, value, onChange }: { common: Record<string, unknown>; value: unknown; onChange: (value: unknown) => void }) => {
  const given = Array.isArray(value) ? value.map(String).join('\n') : '';
  const [raw, setRaw] = useState(given);
  useEffect(() => {
    if (JSON.stringify(valuesOf(raw)) !== JSON.stringify(Array.isArray(value) ? value : [])) setRaw(given);
  }, [given]);
  return (
    <textarea
      {...common}
      rows={3}
      value={raw}
      onInput={(event) => {
        setRaw(event.currentTarget.value);
        const values = valuesOf(event.currentTarget.value);
        onChange(values.length === 0 ? undefined : values);
      }}
    />
  );
};

/** One question as the right input: date, number, currency, choice, yes/no, picture, one or several lines of text. */
export const QuestionInput = ({ question, path, value, error, onChange }: { question: Question; path: string; value: unknown; error: string | undefined; onChange: (value: unknown) => void }) => {
  const id = idOf(path);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const linesId = `${id}-lines`;
  const described = [question.description ? helpId : '', question.multiline === true || question.type === 'list' ? linesId : '', error === undefined ? '' : errorId].filter((part) => part !== '').join(' ') || undefined;
  const common = { id, 'aria-describedby': described, 'aria-invalid': error === undefined ? undefined : true, 'data-alias': path } as const;
  const label = labelOf(question);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const help = question.description ? (
    <p id={helpId} class="help">
      {question.description}
    </p>
  ) : null;
  const problem =
    error === undefined ? null : (
      <p id={errorId} class="error">
        {error}
      </p>
    );
  let control;
  switch (question.type) {
    case 'date':
      control = <input {...common} type="date" value={text} onInput={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)} />;
      break;
    case 'number':
    case 'currency':
      control = (
        <span class={question.type === 'currency' ? 'currency' : undefined}>
          {question.type === 'currency' && <span aria-hidden="true">{question.format ?? ''}</span>}
          <input
            {...common}
            type="number"
            inputMode="decimal"
            step={question.type === 'currency' ? '0.01' : 'any'}
            value={text}
            onInput={(event) => {
              const raw = event.currentTarget.value;
              onChange(raw === '' ? undefined : Number.isFinite(Number(raw)) ? Number(raw) : raw);
            }}
          />
        </span>
      );
      break;
    case 'choice':
      control = (
        <select {...common} value={text} onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}>
          <option value="">— not answered —</option>
          {text !== '' && !(question.choices ?? []).includes(text) && <option value={text}>{text} (not one of the choices)</option>}
          {(question.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      );
      break;
    case 'boolean':
      return (
        <fieldset class="question boolean" aria-describedby={described} data-alias={path} data-question={path}>
          <legend>{label}</legend>
          {help}
          {(
            [
              ['yes', true],
              ['no', false],
            ] as const
          ).map(([word, answer]) => (
            <label key={word}>
              <input type="radio" name={id} id={`${id}-${word}`} checked={value === answer} onChange={() => onChange(answer)} /> {word === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
          <button type="button" class="link" onClick={() => onChange(undefined)} disabled={value === undefined}>
            Clear
          </button>
          {problem}
        </fieldset>
      );
    case 'picture':
      control = <PictureInput id={id} describedBy={described ?? ''} value={value} path={path} onChange={onChange} />;
      break;
    case 'list':
      // A list of plain values (no item fields): one value a line; numbers stay numbers.
      control = <ValuesInput common={common} value={value} onChange={onChange} />;
      break;
    case 'text':
    default:
      control =
        question.multiline === true ? (
          <textarea {...common} rows={4} value={text} onInput={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)} />
        ) : (
          <input {...common} type="text" value={text} onInput={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)} />
        );
  }
  return (
    <div class="question" data-question={path}>
      <label for={id}>
        {label}
        {question.required === true && <span class="required"> (required)</span>}
      </label>
      {help}
      {(question.multiline === true || question.type === 'list') && (
        <p class="help" id={linesId}>
          {question.type === 'list' ? 'One value a line.' : 'Each line you write is a line in the document.'}
        </p>
      )}
      {control}
      {problem}
    </div>
  );
};
