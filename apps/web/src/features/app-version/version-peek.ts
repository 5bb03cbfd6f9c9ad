import { VERSION_PEEK_HOLD_MS, VERSION_PEEK_WORD } from '@ia/shared';

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/**
 * Watches every input of the document: when one holds the word "version" and is left
 * unchanged for VERSION_PEEK_HOLD_MS, `onPeek` runs. Returns the clean-up.
 */
export function watchVersionPeek(onPeek: () => void, doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const handleInput = (event: Event) => {
    const field = event.target;
    if (!isTextField(field)) return;
    clearTimeout(timer);
    timer = undefined;
    if (field.value.trim() !== VERSION_PEEK_WORD) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (field.isConnected && field.value.trim() === VERSION_PEEK_WORD) onPeek();
    }, VERSION_PEEK_HOLD_MS);
  };

  doc.addEventListener('input', handleInput, true);
  return () => {
    doc.removeEventListener('input', handleInput, true);
    clearTimeout(timer);
  };
}
