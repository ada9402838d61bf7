import type { ComponentChildren } from 'preact';

/** A table with its caption and column headers; the rows are the children (`<tr>`s). `testId` names it for the browser tests. */
export const Table = ({ caption, columns, children, testId }: { readonly caption: string; readonly columns: ReadonlyArray<string>; readonly children: ComponentChildren; readonly testId?: string }) => (
  <table data-testid={testId}>
    <caption>{caption}</caption>
    <thead>
      <tr>
        {columns.map((column) => (
          <th scope="col" key={column}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>{children}</tbody>
  </table>
);
