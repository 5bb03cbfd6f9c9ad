import { ErrorCode } from '@ia/shared';
import { App, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../lib/api-client';

/** What the console's editors edit: a record the server versions by `updated_at`. */
interface EditedRecord {
  id: number;
  updated_at: string;
}

/** The record's query, as the feature's `useX(id)` answers it. */
interface EditedRecordQuery<Record> {
  data: Record | undefined;
  isPending: boolean;
  refetch(): unknown;
}

/** The feature's save mutation: POST without an id, PUT with one and the edited copy's `updated_at`. */
interface SaveMutation<Input> {
  mutate(
    variables: { id?: number; values: Input & { updated_at?: string } },
    options: { onSuccess(saved: { id: number }): void; onError(error: unknown): void },
  ): void;
  isPending: boolean;
}

export interface UseEditorFormOptions<Record extends EditedRecord, Values, Input extends object> {
  /** The record edited; undefined to create one. */
  id: number | undefined;
  form: FormInstance<Values>;
  record: EditedRecordQuery<Record>;
  save: SaveMutation<Input>;
  /** The form's values of a loaded record (a module-level function: a new one each render would refill the form). */
  toValues(record: Record): Values;
  /** The input to send, or null when the form's own check refused it (and showed why). */
  toInput(values: Values): Input | null;
  /** Where a record just created is edited from now on. */
  editPath(id: number): string;
  text: { created: string; saved: string };
  /** A refused save's field errors, put back on their fields. */
  onSaveError?(error: unknown): void;
}

/**
 * The console editors' one load/save/stale-edit flow: the loaded record fills the form; a save
 * sends the input with the `updated_at` of the copy edited, says so, and moves a new record to its
 * edit page; a save (or publish) refused as a stale edit (40900) raises `stale`, and `reload`
 * fetches the current copy.
 */
export function useEditorForm<Record extends EditedRecord, Values, Input extends object>(
  options: UseEditorFormOptions<Record, Values, Input>,
) {
  const { id, form, record, save, toValues, toInput, editPath, text, onSaveError } = options;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [stale, setStale] = useState(false);
  const loaded = record.data;

  useEffect(() => {
    if (loaded) form.setFieldsValue(toValues(loaded) as Parameters<typeof form.setFieldsValue>[0]);
  }, [loaded, form, toValues]);

  /** Marks the form stale when the server refused an edit of an outdated copy. */
  const staleOn = (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.CONFLICT) setStale(true);
  };

  const submit = (values: Values) => {
    const input = toInput(values);
    if (input === null) return;
    save.mutate(
      { id, values: loaded ? { ...input, updated_at: loaded.updated_at } : input },
      {
        onSuccess: (saved) => {
          setStale(false);
          if (id === undefined) {
            void message.success(text.created);
            navigate(editPath(saved.id), { replace: true });
          } else {
            void message.success(text.saved);
          }
        },
        onError: (error) => {
          staleOn(error);
          onSaveError?.(error);
        },
      },
    );
  };

  const reload = () => {
    setStale(false);
    void record.refetch();
  };

  return {
    loaded,
    /** Loading an existing record. */
    loading: id !== undefined && record.isPending,
    /** An existing record the server does not have. */
    missing: id !== undefined && !record.isPending && !loaded,
    stale,
    staleOn,
    submit,
    reload,
    saving: save.isPending,
  };
}
