import { useState } from 'preact/hooks';
import { api, ifMatch, type Problem, settle } from '../../api/client';
import type { AnswerSet } from '../../api/interview-types';
import { AnswerSetSelect } from '../answer-set-select';
import { ProblemNotice } from '../problem-notice';
import { useLoad } from '../use-load';
import type { Data } from './interview-model';

/** Saved answers of these templates: load one, save the answers as a new set, or update the loaded one. */
export const AnswerSets = ({ templateIds, data, onLoad, onProblem }: { templateIds: ReadonlyArray<string>; data: Data; onLoad: (set: AnswerSet) => void; onProblem: (problem: Problem | undefined) => void }) => {
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

