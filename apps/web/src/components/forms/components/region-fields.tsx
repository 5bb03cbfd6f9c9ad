import type { Region } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { useRegions } from '../api/get-regions';
import { useFieldRules } from '../hooks/use-field-rules';
import type { SelectOption } from '../lib/select-options';
import styles from './forms.module.css';
import { SelectField } from './select-field';

export interface RegionFieldsProps {
  /** Called when the user picks another province or city: what depended on it is cleared. */
  onRegionChange: (changed: 'province' | 'city') => void;
}

function toOptions(regions: readonly Region[] | undefined): SelectOption[] {
  return (regions ?? []).map((region) => ({ value: region.AREACODE, label: region.AREANAME }));
}

/**
 * Province, then city, from GET region/list (provinces) and region/list?parent=<province>
 * (spec §3 region list; the four municipalities have one city named after themselves).
 * Stored as the 2- and 4-digit codes the member contract expects.
 */
export function RegionFields({ onRegionChange }: RegionFieldsProps) {
  const { t } = useTranslation();
  const { label, rule } = useFieldRules();
  const provinces = useRegions();

  return (
    <>
      <Form.Item name="province" label={label('province')} rules={rule('select', 'province')}>
        <SelectField
          title={label('province')}
          options={toOptions(provinces.data)}
          loading={provinces.isPending}
          onChange={() => onRegionChange('province')}
        />
      </Form.Item>
      {provinces.isError ? (
        <div className={styles.intro} role="alert">
          {t('registration.region.loadError')}{' '}
          <Button size="mini" fill="outline" color="primary" onClick={() => void provinces.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      <Form.Subscribe to={['province']}>
        {({ province }: { province?: string }) => (
          <Form.Item name="city" label={label('city')} rules={rule('select', 'city')}>
            <CitySelect province={province} onChange={() => onRegionChange('city')} />
          </Form.Item>
        )}
      </Form.Subscribe>
    </>
  );
}

interface CitySelectProps {
  province: string | undefined;
  value?: string;
  onChange?: (value: string) => void;
}

function CitySelect({ province, value, onChange }: CitySelectProps) {
  const { label } = useFieldRules();
  const cities = useRegions(province, Boolean(province));
  return (
    <SelectField
      title={label('city')}
      options={toOptions(cities.data)}
      loading={Boolean(province) && cities.isPending}
      disabled={!province}
      value={value}
      onChange={onChange}
    />
  );
}
