import { type FieldKind, type FieldOptions, type FormFieldRule, fieldRule, validateField } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { useFormLocale } from './use-form-locale';

type FieldLabelKey =
  | 'name'
  | 'mobile'
  | 'code'
  | 'email'
  | 'province'
  | 'city'
  | 'hospital'
  | 'hospitalName'
  | 'department'
  | 'title'
  | 'position'
  | 'skillAreas'
  | 'interestingTopics'
  | 'interestingSystems'
  | 'workUpgrades'
  | 'licenceNumber'
  | 'photos';

export interface FieldRules {
  /** The label shown next to a field (English starts with a capital). */
  label: (key: FieldLabelKey) => string;
  /** The shared spec §5 rule of a field, with its label filled into the messages. */
  rule: (kind: FieldKind, key: FieldLabelKey, options?: FieldOptions) => FormFieldRule[];
  /**
   * The 'select' rule for a field whose value is an object (hospital, photo list): `pick` turns it
   * into the value the shared rule checks.
   */
  choiceRule: <T>(key: FieldLabelKey, pick: (value: T | undefined) => unknown) => FormFieldRule[];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Field labels and validation rules in the current language. Every message comes from the shared
 * rules (packages/shared validation), so the app and the server say the same thing.
 */
export function useFieldRules(): FieldRules {
  const { t } = useTranslation();
  const locale = useFormLocale();
  const messageLabel = (key: FieldLabelKey) => t(`registration.fields.${key}`);
  return {
    label: (key) => capitalize(messageLabel(key)),
    rule: (kind, key, options) => [fieldRule(kind, messageLabel(key), locale, options)],
    choiceRule: <T>(key: FieldLabelKey, pick: (value: T | undefined) => unknown) => [
      {
        required: true,
        validator: (_rule, value) => {
          const message = validateField('select', pick(value as T | undefined), messageLabel(key), locale);
          return message === null ? Promise.resolve() : Promise.reject(new Error(message));
        },
      },
    ],
  };
}
