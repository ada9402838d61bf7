import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, type Problem, type Schemas, settle } from '../api/client';
import type { Question } from '../api/interview-types';
import { GeneratePanel } from '../components/generate-panel';
import { AnswerSets } from '../components/interview/answer-sets';
import { type Data, isAnswered, isPicture, type Item, labelOf, sectionsOf } from '../components/interview/interview-model';
import { idOf, QuestionInput } from '../components/interview/question-input';
import { RepeatingGroup, withValue } from '../components/interview/repeating-group';
import { Review } from '../components/interview/review';
import { ProblemNotice } from '../components/problem-notice';
import { useLoad } from '../components/use-load';
import { href } from '../router';
import { Page } from '../components/page';

const CHECK_DELAY_MS = 250;

/** `children[0].name` and `children.0.name` alike. */
const normalPath = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1').toLowerCase();

const loadInterview = (templateIds: ReadonlyArray<string>) =>
  templateIds.length === 1
    ? settle(api.GET('/v1/FormTemplates/{id}/Interview', { params: { path: { id: templateIds[0] ?? '' } } }))
    : settle(api.POST('/v1/Interviews', { body: { templateIds: [...templateIds] } }));

/** The answers as Check reads them: pictures left out (their bytes would be sent at every keystroke; only their shape is checked). */
const withoutPictures = (value: unknown): unknown => {
  if (isPicture(value)) return undefined;
  if (Array.isArray(value)) return value.map(withoutPictures);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (isPicture(inner) ? [] : [[key, withoutPictures(inner)]])));
  return value;
};

/** Every template's check: relevant where any form uses it, each problem once. */
type Checked = { readonly relevant: Set<string>; readonly errors: Schemas['FieldError'][] };
const check = async (templateIds: ReadonlyArray<string>, data: Data): Promise<{ ok: true; checked: Checked } | { ok: false; problem: Problem }> => {
  const sent = withoutPictures(data) as Data;
  const results = await Promise.all(templateIds.map((id) => settle(api.POST('/v1/FormTemplates/{id}/Interview/Check', { params: { path: { id } }, body: { data: sent } }))));
  const relevant = new Set<string>();
  const errors = new Map<string, Schemas['FieldError']>();
  for (const result of results) {
    if (!result.ok) return { ok: false, problem: result.problem };
    result.data.relevant.forEach((alias) => relevant.add(alias.toLowerCase()));
    result.data.errors.forEach((error) => errors.set(`${error.path}\u0000${error.message}`, error));
  }
  return { ok: true, checked: { relevant, errors: [...errors.values()] } };
};

/**
 * The interview of one template or a packet, in sections with their progress, then a review of
 * every answer (with a link back to each) before generating. Only the questions that matter for
 * the answers so far are shown (the server's Interview/Check, asked again as answers change);
 * problems are shown at their questions; answers may be saved as a set and loaded again.
 */
export const InterviewPage = ({ templateIds, query }: { readonly templateIds: ReadonlyArray<string>; readonly query: URLSearchParams }) => {
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
  const sections = useMemo(() => sectionsOf(questions), [questions]);
  const visible = questions.filter(shown);
  const answered = visible.filter((question) => isAnswered(data[question.alias])).length;
  const requiredLeft = visible.filter((question) => question.required === true && !isAnswered(data[question.alias])).length;

  const stepParam = query.get('step');
  const review = stepParam === 'review';
  const current = review ? undefined : sections[Math.min(Math.max(1, Number(stepParam) || 1), Math.max(1, sections.length)) - 1];
  const stepHref = (step: number | 'review', focus?: string) => `${href('interview', key)}?step=${step}${focus === undefined ? '' : `&q=${encodeURIComponent(focus)}`}`;
  const focus = query.get('q') ?? undefined;

  // A new step: its answer asked for (a link from the review), else its heading, takes the focus.
  const opened = useRef(false);
  useEffect(() => {
    if (interview.data === undefined) return;
    if (!opened.current && stepParam === null) {
      opened.current = true;
      return;
    }
    opened.current = true;
    const target = focus === undefined ? null : (document.getElementById(idOf(focus)) ?? document.querySelector<HTMLElement>(`[data-question="${CSS.escape(focus)}"] input, [data-question="${CSS.escape(focus)}"] button`));
    (target ?? document.getElementById('step-title'))?.focus();
  }, [stepParam, focus, interview.data === undefined]);

  const sectionQuestions = current?.questions.filter(shown) ?? [];
  // Problems at questions of other sections (a loaded set, a refused generation): said here, each with a link to its question.
  const elsewhere = [...errors.entries()].flatMap(([path, message]) => {
    const head = path.split('.')[0] ?? path;
    const section = sections.find((candidate) => candidate.questions.some((question) => question.alias.toLowerCase() === head));
    const question = section?.questions.find((candidate) => candidate.alias.toLowerCase() === head);
    if (section === undefined || question === undefined || section === current) return [];
    return [{ path, message, section: section.number, alias: question.alias, label: labelOf(question) }];
  });
  return (
    <Page id="interview" title={`Interview: ${titles.join(' + ')}`} back={{ href: templateIds.length === 1 ? href('templates', templateIds[0] ?? '') : href('generate'), label: 'Back' }}>
      <ProblemNotice problem={interview.problem ?? checkProblem} />
      {interview.data !== undefined && (
        <>
          <div class="progress">
            <label for="interview-progress">Progress</label>
            <progress id="interview-progress" max={Math.max(1, visible.length)} value={answered} />
            <p role="status" class="status" data-testid="interview-progress">
              {answered} of {visible.length} questions answered
              {requiredLeft === 0 ? '; every required answer given.' : `; ${requiredLeft} required still to answer.`} ({visible.length} of {questions.length} questions apply to the answers so far.)
            </p>
          </div>
          {elsewhere.length > 0 && (
            <div class="error-summary" data-testid="error-summary">
              <p>
                <strong>
                  {elsewhere.length} answer{elsewhere.length === 1 ? '' : 's'} in other sections need{elsewhere.length === 1 ? 's' : ''} attention:
                </strong>
              </p>
              <ul>
                {elsewhere.map((problem) => (
                  <li key={problem.path}>
                    <a href={stepHref(problem.section, problem.alias)}>{problem.label}</a>: {problem.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <nav aria-label="Interview sections" class="steps">
            <ol>
              {sections.map((section) => {
                const applying = section.questions.filter(shown);
                const done = applying.filter((question) => isAnswered(data[question.alias])).length;
                return (
                  <li key={section.number}>
                    <a href={stepHref(section.number)} aria-current={current?.number === section.number ? 'step' : undefined}>
                      {section.number}. {section.title}
                    </a>{' '}
                    <span class="muted">{applying.length === 0 ? '(nothing to answer)' : `(${done} of ${applying.length})`}</span>
                  </li>
                );
              })}
              <li>
                <a href={stepHref('review')} aria-current={review ? 'step' : undefined}>
                  Review and generate
                </a>
              </li>
            </ol>
          </nav>
          {current !== undefined && (
            <form
              class="interview"
              aria-labelledby="step-title"
              onSubmit={(event) => {
                event.preventDefault();
              }}
            >
              <h2 id="step-title" tabIndex={-1}>
                Section {current.number} of {sections.length}: {current.title}
              </h2>
              {sectionQuestions.length === 0 && <p>Nothing to answer here for the answers so far.</p>}
              {sectionQuestions.map((question) =>
                question.type === 'list' && (question.itemFields ?? []).length > 0 ? (
                  <RepeatingGroup
                    key={question.alias}
                    question={question}
                    items={Array.isArray(data[question.alias]) ? (data[question.alias] as Item[]) : []}
                    errorAt={errorAt}
                    relevant={(path) => checked?.relevant.has(path.toLowerCase()) ?? false}
                    onChange={(items) => set(question.alias, items)}
                  />
                ) : (
                  <QuestionInput key={question.alias} question={question} path={question.alias} value={data[question.alias]} error={errorAt(question.alias)} onChange={(value) => set(question.alias, value)} />
                ),
              )}
              <p class="step-links">
                {current.number > 1 && (
                  <a class="button secondary" href={stepHref(current.number - 1)}>
                    ← Previous section
                  </a>
                )}{' '}
                <a class="button" href={current.number < sections.length ? stepHref(current.number + 1) : stepHref('review')}>
                  {current.number < sections.length ? 'Next section →' : 'Review the answers →'}
                </a>
              </p>
            </form>
          )}
          {review && (
            <section aria-labelledby="step-title">
              <h2 id="step-title" tabIndex={-1}>
                Review the answers
              </h2>
              <Review sections={sections} data={data} shown={shown} errorAt={errorAt} linkTo={(section, alias) => stepHref(section, alias)} />
              <GeneratePanel templateIds={templateIds} data={data} onProblem={(problem) => setServerErrors(problem?.errors ?? [])} />
            </section>
          )}
          <AnswerSets
            templateIds={templateIds}
            data={data}
            onLoad={(answerSet) => {
              setData({ ...answerSet.data });
            }}
            onProblem={(problem) => setServerErrors(problem?.errors ?? [])}
          />
        </>
      )}
    </Page>
  );
};
