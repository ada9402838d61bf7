import { useState } from 'preact/hooks';
import { api, settle } from '../api/client';
import { AnswerSetSelect } from '../components/answer-set-select';
import { GeneratePanel } from '../components/generate-panel';
import { ProblemNotice } from '../components/problem-notice';
import { useLoad } from '../components/use-load';
import { href } from '../router';
import { Page } from '../components/page';

/** Pick one template or several (a packet), then answer their interview, or give the answers as JSON or from a saved set. */
export const GeneratePage = () => {
  const templates = useLoad(() => settle(api.GET('/v1/FormTemplates', { params: { query: { limit: 100 } } })), []);
  const sets = useLoad(() => settle(api.GET('/v1/AnswerSets', { params: { query: { limit: 100 } } })), []);
  const [chosen, setChosen] = useState<ReadonlyArray<string>>([]);
  const [json, setJson] = useState('{}');
  const parsed = ((): { data: Record<string, unknown> } | { error: string } => {
    try {
      const value: unknown = JSON.parse(json);
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? { data: value as Record<string, unknown> } : { error: 'The answers must be a JSON object: { "alias": value, … }.' };
    } catch {
      return { error: 'The answers are not valid JSON.' };
    }
  })();
  const toggle = (id: string, on: boolean) => setChosen((before) => (on ? [...before, id] : before.filter((candidate) => candidate !== id)));
  const loadSet = async (id: string) => {
    if (id === '') return;
    const result = await settle(api.GET('/v1/AnswerSets/{id}', { params: { path: { id } } }));
    if (result.ok) setJson(JSON.stringify(result.data.data, null, 2));
  };
  return (
    <Page id="generate-page" title="Generate documents">
      <ProblemNotice problem={templates.problem} />
      <fieldset class="choose-templates">
        <legend>Templates (choose several for a packet filled from one set of answers)</legend>
        {(templates.data?.items ?? []).map((template) => (
          <label key={template.id} class="check">
            <input type="checkbox" checked={chosen.includes(template.id)} onChange={(event) => toggle(template.id, event.currentTarget.checked)} /> {template.name}
          </label>
        ))}
        {templates.data?.items.length === 0 && (
          <p>
            No templates yet: <a href={href('templates')}>upload one</a>.
          </p>
        )}
      </fieldset>
      <p>
        {chosen.length === 0 ? (
          <span class="help">Choose a template to answer its questions.</span>
        ) : (
          <a class="button" href={href('interview', chosen.join(','))}>
            Answer the questions ({chosen.length === 1 ? 'one form' : `a packet of ${chosen.length}`})
          </a>
        )}
      </p>
      <h2>Or give the answers directly</h2>
      <div class="stack">
        <label for="answer-set-to-json">Start from a saved answer set</label>
        <AnswerSetSelect id="answer-set-to-json" sets={sets.data?.items ?? []} none="— none —" onChange={(setId) => void loadSet(setId)} />
        <label for="answers-json">Answers (JSON)</label>
        <textarea id="answers-json" class="code" rows={10} value={json} spellcheck={false} onInput={(event) => setJson(event.currentTarget.value)} aria-describedby="answers-json-error" />
        <p id="answers-json-error" class="error" role="status">
          {'error' in parsed ? parsed.error : ''}
        </p>
      </div>
      {'data' in parsed && <GeneratePanel templateIds={chosen} data={parsed.data} />}
    </Page>
  );
};
