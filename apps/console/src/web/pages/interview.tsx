import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, ifMatch, type Problem, type Schemas, settle } from '../api/client';
import type { AnswerSet, Question } from '../api/interview-types';
import { AnswerSetSelect } from '../components/answer-set-select';
import { GeneratePanel } from '../components/generate-panel';
import { ProblemNotice } from '../components/problem-notice';
import { useLoad } from '../components/use-load';
import { href } from '../router';

type Data = Record<string, unknown>;
type Item = Record<string, unknown>;
const CHECK_DELAY_MS = 250;

/** `children[0].name` and `children.0.name` alike. */
const normalPath = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1').toLowerCase();

const idOf = (path: string): string => `q-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** One question as the right input: date, number, currency, choice, yes/no, or text. */
const Input = ({ question, path, value, error, onChange }: { question: Question; path: string; value: unknown; error: string | undefined; onChange: (value: unknown) => void }) => {
  const id = idOf(path);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const described = [question.description ? helpId : '', error === undefined ? '' : errorId].filter((part) => part !== '').join(' ') || undefined;
  const common = { id, 'aria-describedby': described, 'aria-invalid': error === undefined ? undefined : true, 'data-alias': path } as const;
  const label = question.label === '' ? question.alias : question.label;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
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
        <fieldset class="question boolean" aria-describedby={described} data-alias={path}>
          <legend>{label}</legend>
          {question.description && (
            <p id={helpId} class="help">
              {question.description}
            </p>
          )}
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
          {error !== undefined && (
            <p id={errorId} class="error">
              {error}
            </p>
          )}
        </fieldset>
      );
    case 'list':
    case 'text':
    default:
      control = <input {...common} type="text" value={text} onInput={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)} />;
  }
  return (
    <div class="question" data-question={path}>
      <label for={id}>
        {label}
        {question.required === true && <span class="required"> (required)</span>}
      </label>
      {question.description && (
        <p id={helpId} class="help">
          {question.description}
        </p>
      )}
      {control}
      {error !== undefined && (
        <p id={errorId} class="error">
          {error}
        </p>
      )}
    </div>
  );
};

/** A list alias as a repeating group: one set of its item fields per item, with add and remove. */
const Group = ({
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
  const label = question.label === '' ? question.alias : question.label;
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
                {label}: item {index + 1}
              </legend>
              {fields.map((field) => {
                const path = `${question.alias}[${index}].${field.alias}`;
                if (field.when !== undefined && field.when !== null && !relevant(path)) return null;
                return (
                  <Input
                    key={field.alias}
                    question={field}
                    path={path}
                    value={item[field.alias]}
                    error={errorAt(path)}
                    onChange={(value) => {
                      const next = items.map((candidate, at) => (at === index ? withValue(candidate, field.alias, value) : candidate));
                      onChange(next);
                    }}
                  />
                );
              })}
              <button type="button" class="secondary" aria-label={`Remove ${label} item ${index + 1}`} onClick={() => onChange(items.filter((_, at) => at !== index))}>
                Remove
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...items, {}])}>
        Add {label.toLowerCase()} item
      </button>
    </fieldset>
  );
};

const withValue = <T extends Record<string, unknown>>(record: T, key: string, value: unknown): T => {
  const next: Record<string, unknown> = { ...record };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next as T;
};

const loadInterview = (templateIds: ReadonlyArray<string>) =>
  templateIds.length === 1
    ? settle(api.GET('/v1/FormTemplates/{id}/Interview', { params: { path: { id: templateIds[0] ?? '' } } }))
    : settle(api.POST('/v1/Interviews', { body: { templateIds: [...templateIds] } }));

/** Every template's check: relevant where any form uses it, each problem once. */
type Checked = { readonly relevant: Set<string>; readonly errors: Schemas['FieldError'][] };
const check = async (templateIds: ReadonlyArray<string>, data: Data): Promise<{ ok: true; checked: Checked } | { ok: false; problem: Problem }> => {
  const results = await Promise.all(templateIds.map((id) => settle(api.POST('/v1/FormTemplates/{id}/Interview/Check', { params: { path: { id } }, body: { data } }))));
  const relevant = new Set<string>();
  const errors = new Map<string, Schemas['FieldError']>();
  for (const result of results) {
    if (!result.ok) return { ok: false, problem: result.problem };
    result.data.relevant.forEach((alias) => relevant.add(alias.toLowerCase()));
    result.data.errors.forEach((error) => errors.set(`${error.path}\u0000${error.message}`, error));
  }
  return { ok: true, checked: { relevant, errors: [...errors.values()] } };
};

/** Saved answers of these templates: load one, save the answers as a new set, or update the loaded one. */
const AnswerSets = ({ templateIds, data, onLoad, onProblem }: { templateIds: ReadonlyArray<string>; data: Data; onLoad: (set: AnswerSet) => void; onProblem: (problem: Problem | undefined) => void }) => {
  const templateId = templateIds.length === 1 ? templateIds[0] : undefined;
  const sets = useLoad(() => settle(api.GET('/v1/AnswerSets', { params: { query: { limit: 100, ...(templateId === undefined ? {} : { templateId }) } } })), [templateId]);
  const [chosen, setChosen] = useState('');
  const [loaded, setLoaded] = useState<AnswerSet | undefined>(undefined);
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const fail = (failed: Problem) => {
    setProblem(failed);
    onProblem(failed);
    setStatus('');
  };
  const load = async () => {
    const result = await settle(api.GET('/v1/AnswerSets/{id}', { params: { path: { id: chosen } } }));
    if (!result.ok) return fail(result.problem);
    setProblem(undefined);
    setLoaded(result.data);
    onLoad(result.data);
    setStatus(`Loaded “${result.data.name}”.`);
  };
  const saveNew = async (event: Event) => {
    event.preventDefault();
    const result = await settle(api.POST('/v1/AnswerSets', { body: { name: name.trim(), description: '', data, templateIds: [...templateIds] } }));
    if (!result.ok) return fail(result.problem);
    setProblem(undefined);
    onProblem(undefined);
    setLoaded(result.data);
    setChosen(result.data.id);
    setName('');
    setStatus(`Saved “${result.data.name}”.`);
    sets.reload();
  };
  const update = async () => {
    if (loaded === undefined) return;
    const result = await settle(api.PUT('/v1/AnswerSets/{id}', { params: { path: { id: loaded.id } }, headers: ifMatch(loaded.version), body: { data } }));
    if (!result.ok) return fail(result.problem);
    setProblem(undefined);
    onProblem(undefined);
    setLoaded(result.data);
    setStatus(`Updated “${result.data.name}”.`);
    sets.reload();
  };
  return (
    <section class="answer-sets" aria-labelledby="answer-sets-title">
      <h2 id="answer-sets-title">Saved answers</h2>
      <ProblemNotice problem={sets.problem} />
      <div class="inline">
        <label for="answer-set">Answer set</label>
        <AnswerSetSelect id="answer-set" sets={sets.data?.items ?? []} none="— choose —" value={chosen} onChange={setChosen} />
        <button type="button" class="secondary" disabled={chosen === ''} onClick={() => void load()}>
          Load
        </button>
        <button type="button" class="secondary" disabled={loaded === undefined} onClick={() => void update()}>
          {loaded === undefined ? 'Update' : `Update “${loaded.name}”`}
        </button>
      </div>
      <form class="inline" onSubmit={saveNew}>
        <label for="answer-set-name">Save as</label>
        <input id="answer-set-name" value={name} maxLength={200} onInput={(event) => setName(event.currentTarget.value)} />
        <button type="submit" disabled={name.trim() === ''}>
          Save answers
        </button>
      </form>
      <p role="status" class="status">
        {status}
      </p>
      <ProblemNotice problem={problem} title="Answers not saved" />
    </section>
  );
};

/**
 * The interview of one template or a packet: only the questions that matter for the answers so
 * far (the server's Interview/Check, asked again as answers change), each as the right input,
 * repeating groups, problems shown at their questions, saved answer sets, and generation.
 */
export const InterviewPage = ({ templateIds }: { readonly templateIds: ReadonlyArray<string> }) => {
  const key = templateIds.join(',');
  const interview = useLoad(() => loadInterview(templateIds), [key]);
  const names = useLoad(() => settle(api.GET('/v1/FormTemplates', { params: { query: { limit: 100 } } })), []);
  const [data, setData] = useState<Data>({});
  const [checked, setChecked] = useState<Checked | undefined>(undefined);
  const [serverErrors, setServerErrors] = useState<ReadonlyArray<Schemas['FieldError']>>([]);
  const [checkProblem, setCheckProblem] = useState<Problem | undefined>(undefined);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    const timer = setTimeout(() => {
      void check(templateIds, data).then((result) => {
        if (mine !== generation.current) return;
        if (result.ok) {
          setChecked(result.checked);
          setCheckProblem(undefined);
        } else setCheckProblem(result.problem);
      });
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, data]);

  const errors = useMemo(() => {
    const byPath = new Map<string, string>();
    for (const error of [...serverErrors, ...(checked?.errors ?? [])]) if (!byPath.has(normalPath(error.path))) byPath.set(normalPath(error.path), error.message);
    return byPath;
  }, [serverErrors, checked]);
  const errorAt = (path: string) => errors.get(normalPath(path));
  const shown = (question: Question) => question.when === undefined || question.when === null || (checked?.relevant.has(question.alias.toLowerCase()) ?? false);
  const set = (alias: string, value: unknown) => setData((before) => withValue(before, alias, value));
  const titles = templateIds.map((id) => names.data?.items.find((template) => template.id === id)?.name ?? id);
  const questions = interview.data?.questions ?? [];
  const visible = questions.filter(shown);

  return (
    <section aria-labelledby="interview-title">
      <p>
        <a href={templateIds.length === 1 ? href('templates', templateIds[0] ?? '') : href('generate')}>← Back</a>
      </p>
      <h1 id="interview-title" tabIndex={-1}>
        Interview: {titles.join(' + ')}
      </h1>
      <ProblemNotice problem={interview.problem ?? checkProblem} />
      {interview.data !== undefined && (
        <>
          <p role="status" class="status">
            {visible.length} of {questions.length} questions apply to the answers so far.
          </p>
          <form
            class="interview"
            aria-label="Questions"
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            {visible.map((question) =>
              question.type === 'list' ? (
                <Group
                  key={question.alias}
                  question={question}
                  items={Array.isArray(data[question.alias]) ? (data[question.alias] as Item[]) : []}
                  errorAt={errorAt}
                  relevant={(path) => checked?.relevant.has(path.toLowerCase()) ?? false}
                  onChange={(items) => set(question.alias, items)}
                />
              ) : (
                <Input key={question.alias} question={question} path={question.alias} value={data[question.alias]} error={errorAt(question.alias)} onChange={(value) => set(question.alias, value)} />
              ),
            )}
          </form>
          <AnswerSets
            templateIds={templateIds}
            data={data}
            onLoad={(answerSet) => {
              setData({ ...answerSet.data });
            }}
            onProblem={(problem) => setServerErrors(problem?.errors ?? [])}
          />
          <GeneratePanel templateIds={templateIds} data={data} onProblem={(problem) => setServerErrors(problem?.errors ?? [])} />
        </>
      )}
    </section>
  );
};
