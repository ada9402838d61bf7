/**
 * A button that acts on one item of a list: it shows the action, and names the item to screen
 * readers too (`Edit client_name`, `Remove Child 2`).
 */
export const ItemButton = ({ action, item, danger = false, onClick }: { readonly action: string; readonly item: string; readonly danger?: boolean; readonly onClick: () => void }) => (
  <button type="button" class={danger ? 'danger' : 'secondary'} aria-label={`${action} ${item}`} onClick={onClick}>
    {action}
  </button>
);
