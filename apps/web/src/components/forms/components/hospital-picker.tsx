import { HOSPITAL_OTHER_ID } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHospitalSearch } from '../api/search-hospitals';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import styles from './forms.module.css';

/** The chosen hospital: one of the list, or 'other' (id 0) with the name typed beside it. */
export interface HospitalChoice {
  id: number;
  name: string;
}

const HOSPITAL_SEARCH_DEBOUNCE_MS = 300;

export interface HospitalPickerProps {
  value?: HospitalChoice;
  onChange?: (value: HospitalChoice) => void;
  /** Narrows the list to the chosen province and city. */
  province?: string;
  city?: string;
  title: string;
}

/**
 * Searches GET hospital/get-hospital as the user types (debounced) within the chosen province
 * and city; '其他' (hospital_id 0) is always offered last, for a hospital the list lacks.
 */
export function HospitalPicker({ value, onChange, province, city, title }: HospitalPickerProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword, HOSPITAL_SEARCH_DEBOUNCE_MS);
  const search = useHospitalSearch({ keyword: debouncedKeyword, province, city }, visible);
  const display =
    value === undefined
      ? t('registration.placeholders.select')
      : value.id === HOSPITAL_OTHER_ID
        ? t('registration.hospital.other')
        : value.name;

  const choose = (choice: HospitalChoice) => {
    setVisible(false);
    onChange?.(choice);
  };

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-label={`${title}: ${display}`}
        onClick={() => setVisible(true)}
      >
        <span className={value === undefined ? styles.placeholder : undefined}>{display}</span>
        <RightOutline className={styles.arrow} aria-hidden="true" />
      </button>
      <Popup
        visible={visible}
        onMaskClick={() => setVisible(false)}
        onClose={() => setVisible(false)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
        destroyOnClose
      >
        <div className={styles.hospitalPopup} role="dialog" aria-label={title}>
          <div className={styles.hospitalHeader}>
            <p className={styles.hospitalTitle}>{t('registration.hospital.title')}</p>
            <SearchBar
              placeholder={t('registration.placeholders.searchHospital')}
              value={keyword}
              onChange={setKeyword}
              aria-label={t('registration.placeholders.searchHospital')}
            />
          </div>
          <div className={styles.hospitalList}>
            {search.isPending ? (
              <p className={styles.hospitalStatus} role="status">
                <DotLoading /> {t('registration.hospital.searching')}
              </p>
            ) : search.isError ? (
              <div className={styles.hospitalStatus} role="alert">
                <p>{t('registration.hospital.error')}</p>
                <Button size="mini" fill="outline" color="primary" onClick={() => void search.refetch()}>
                  {t('app.retry')}
                </Button>
              </div>
            ) : search.data.length === 0 ? (
              <p className={styles.hospitalStatus}>{t('registration.hospital.empty')}</p>
            ) : null}
            <List>
              {(search.data ?? []).map((hospital) => (
                <List.Item key={hospital.id} onClick={() => choose({ id: hospital.id, name: hospital.name })}>
                  {hospital.name}
                </List.Item>
              ))}
              <List.Item
                description={t('registration.hospital.otherHint')}
                onClick={() => choose({ id: HOSPITAL_OTHER_ID, name: '' })}
              >
                {t('registration.hospital.other')}
              </List.Item>
            </List>
          </div>
        </div>
      </Popup>
    </>
  );
}
