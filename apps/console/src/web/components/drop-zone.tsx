import { useState } from 'preact/hooks';
import { DOCX } from './upload';

/**
 * A file picker that also takes a .docx dropped on it. The input stays a real, labelled file input
 * (keyboard: Tab to it, Enter or Space to choose); dropping is the mouse's shortcut.
 */
export const DropZone = ({ id, label, onFile }: { readonly id: string; readonly label: string; readonly onFile: (file: File) => void }) => {
  const [over, setOver] = useState(false);
  return (
    <div
      class={over ? 'drop-zone over' : 'drop-zone'}
      data-testid={`${id}-drop`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer?.files[0];
        if (file !== undefined) onFile(file);
      }}
    >
      <label for={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={DOCX}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file !== undefined) onFile(file);
          event.currentTarget.value = '';
        }}
      />
      <p class="help">Drop a Word (.docx) file here, or choose one.</p>
    </div>
  );
};
