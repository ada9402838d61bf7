import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Problem, Result } from '../api/client';
import { Dialog, DialogButtons } from './dialog';
import { ProblemNotice } from './problem-notice';
import { useLoad } from './use-load';
import { ItemButton } from './item-button';

/** One input of a library form: plain text, several lines, a choice, or a comma-separated list. */
export type FieldSpec = {
  readonly name: string;
  readonly label: string;
  readonly kind: 'text' | 'textarea' | 'select' | 'list';
  readonly options?: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly required?: boolean;
  readonly help?: string;
  /** Shown only when this holds for the form's values (e.g. choices for a choice alias). */
  readonly shownWhen?: (values: Readonly<Record<string, string>>) => boolean;
};

export type Item = { readonly id: string; readonly name: string; readonly version: number };

export type ResourceSpec<T extends Item> = {
  readonly singular: string;
  readonly plural: string;
  readonly search: (q: string) => Promise<Result<{ readonly items: ReadonlyArray<T> }>>;
  readonly columns: ReadonlyArray<{ readonly label: string; readonly cell: (item: T) => ComponentChildren }>;
  readonly fields: ReadonlyArray<FieldSpec>;
  /** The form's values for an item (editing) or for a new one (undefined). */
  readonly valuesOf: (item: T | undefined) => Record<string, string>;
  readonly create: (values: Readonly<Record<string, string>>) => Promise<Result<unknown>>;
  readonly update: (item: T, values: Readonly<Record<string, string>>) => Promise<Result<unknown>>;
  readonly remove: (item: T, force: boolean) => Promise<Result<unknown>>;
  /** Problem codes after which "delete anyway" (`?force=true`) is offered. */
  readonly forceCodes?: ReadonlyArray<string>;
  /** A page of its own for each item (a snippet's versions), linked from its row. */
  readonly page?: (item: T) => { readonly href: string; readonly label: string };
  /** Something more in the create area (e.g. upload a .docx snippet). */
  readonly extra?: (reload: () => void, setProblem: (problem: Problem | undefined) => void) => ComponentChildren;
};

export const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const FormFields = ({ prefix, fields, values, onChange }: { prefix: string; fields: ReadonlyArray<FieldSpec>; values: Record<string, string>; onChange: (values: Record<string, string>) => void }) => (
  <>
    {fields
      .filter((field) => field.shownWhen?.(values) ?? true)
      .map((field) => {
        const id = `${prefix}-${field.name}`;
        const value = values[field.name] ?? '';
        const set = (next: string) => onChange({ ...values, [field.name]: next });
        const describedBy = field.help === undefined ? undefined : `${id}-help`;
        return (
          <div class="field" key={field.name}>
            <label for={id}>
              {field.label}
              {field.kind === 'list' && ' (separated by commas)'}
            </label>
            {field.kind === 'textarea' ? (
              <textarea id={id} rows={3} value={value} required={field.required} aria-describedby={describedBy} onInput={(event) => set(event.currentTarget.value)} />
            ) : field.kind === 'select' ? (
              <select id={id} value={value} required={field.required} aria-describedby={describedBy} onChange={(event) => set(event.currentTarget.value)}>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} value={value} required={field.required} aria-describedby={describedBy} onInput={(event) => set(event.currentTarget.value)} />
            )}
            {field.help !== undefined && (
              <p id={describedBy} class="help">
                {field.help}
              </p>
            )}
          </div>
        );
      })}
  </>
);

/** A library resource: search, a table, create, edit in a dialog, delete with the API's 409 explained (and "delete anyway" where the API allows it). */
export const ResourceTab = <T extends Item>({ spec }: { readonly spec: ResourceSpec<T> }) => {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const list = useLoad(() => spec.search(search), [search, spec.plural]);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [creating, setCreating] = useState<Record<string, string>>(() => spec.valuesOf(undefined));
  const [editing, setEditing] = useState<{ item: T; values: Record<string, string> } | undefined>(undefined);
  const [editProblem, setEditProblem] = useState<Problem | undefined>(undefined);
  const [deleting, setDeleting] = useState<{ item: T; problem: Problem | undefined } | undefined>(undefined);
  const [status, setStatus] = useState('');
  const slug = spec.singular.replace(/\W+/g, '-').toLowerCase();

  const create = async (event: Event) => {
    event.preventDefault();
    const result = await spec.create(creating);
    setProblem(result.ok ? undefined : result.problem);
    if (result.ok) {
      setStatus(`Created ${spec.singular} “${creating['name'] ?? ''}”.`);
      setCreating(spec.valuesOf(undefined));
      list.reload();
    }
  };
  const save = async (event: Event) => {
    event.preventDefault();
    if (editing === undefined) return;
    const result = await spec.update(editing.item, editing.values);
    setEditProblem(result.ok ? undefined : result.problem);
    if (result.ok) {
      setStatus(`Saved ${spec.singular} “${editing.values['name'] ?? editing.item.name}”.`);
      setEditing(undefined);
      list.reload();
    }
  };
  const remove = async (force: boolean) => {
    if (deleting === undefined) return;
    const result = await spec.remove(deleting.item, force);
    if (result.ok) {
      setStatus(`Deleted ${spec.singular} “${deleting.item.name}”.`);
      setDeleting(undefined);
      list.reload();
    } else setDeleting({ ...deleting, problem: result.problem });
  };
  const forceOffered = deleting?.problem !== undefined && (spec.forceCodes ?? []).includes(deleting.problem.code);

  return (
    <div>
      <form
        class="inline"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(q.trim());
        }}
      >
        <label for={`${slug}-search`}>Search {spec.plural}</label>
        <input id={`${slug}-search`} type="search" value={q} onInput={(event) => setQ(event.currentTarget.value)} />
        <button type="submit">Search</button>
      </form>
      <p role="status" class="status">
        {status}
      </p>
      <ProblemNotice problem={list.problem} />
      {list.data !== undefined && (
        <table>
          <caption>{spec.plural[0]?.toUpperCase() + spec.plural.slice(1)}</caption>
          <thead>
            <tr>
              {spec.columns.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.length === 0 && (
              <tr>
                <td colSpan={spec.columns.length + 1}>None yet.</td>
              </tr>
            )}
            {list.data.items.map((item) => (
              <tr key={item.id}>
                {spec.columns.map((column) => (
                  <td key={column.label}>{column.cell(item)}</td>
                ))}
                <td class="actions">
                  {spec.page !== undefined && (
                    <a class="button secondary" href={spec.page(item).href} aria-label={`${spec.page(item).label}: ${item.name}`}>
                      {spec.page(item).label}
                    </a>
                  )}
                  <ItemButton
                    action="Edit"
                    item={item.name}
                    onClick={() => {
                      setEditProblem(undefined);
                      setEditing({ item, values: spec.valuesOf(item) });
                    }}
                  />
                  <ItemButton action="Delete" item={item.name} danger onClick={() => setDeleting({ item, problem: undefined })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>New {spec.singular}</h2>
      <form class="stack" onSubmit={create}>
        <FormFields prefix={`new-${slug}`} fields={spec.fields} values={creating} onChange={setCreating} />
        <div class="buttons">
          <button type="submit">Create {spec.singular}</button>
        </div>
      </form>
      <ProblemNotice problem={problem} title={`${spec.singular[0]?.toUpperCase()}${spec.singular.slice(1)} not created`} />
      {spec.extra?.(list.reload, setProblem)}
      <Dialog title={`Edit ${spec.singular}`} open={editing !== undefined} onClose={() => setEditing(undefined)}>
        {editing !== undefined && (
          <form class="stack" onSubmit={save}>
            <FormFields prefix={`edit-${slug}`} fields={spec.fields} values={editing.values} onChange={(values) => setEditing({ ...editing, values })} />
            <ProblemNotice problem={editProblem} title="Not saved" />
            <DialogButtons onCancel={() => setEditing(undefined)}>
              <button type="submit">Save</button>
            </DialogButtons>
          </form>
        )}
      </Dialog>
      <Dialog title={`Delete ${spec.singular}?`} open={deleting !== undefined} onClose={() => setDeleting(undefined)}>
        <p>
          Delete {spec.singular} “{deleting?.item.name}”?
        </p>
        <ProblemNotice problem={deleting?.problem} title="Not deleted" />
        <DialogButtons onCancel={() => setDeleting(undefined)}>
          {forceOffered ? (
            <button type="button" class="danger" onClick={() => void remove(true)}>
              Delete anyway
            </button>
          ) : (
            <button type="button" class="danger" onClick={() => void remove(false)}>
              Delete
            </button>
          )}
        </DialogButtons>
      </Dialog>
    </div>
  );
};
