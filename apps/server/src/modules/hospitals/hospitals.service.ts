import type { Hospital } from '@ia/shared';
import { HOSPITAL_SOURCE } from './hospital-source';
import type { HospitalsRepository } from './hospitals.repository';
import type { HospitalRow } from './hospitals.table';

export interface HospitalQuery {
  keyword?: string | undefined;
  province?: string | undefined;
  city?: string | undefined;
  limit: number;
}

/** The hospital list users pick from at registration, profile edit and certification. */
export class HospitalsService {
  constructor(private readonly repository: HospitalsRepository) {}

  /** Adds the starter hospitals missing by name; returns how many were added. Idempotent. */
  async ensureLoaded(): Promise<number> {
    const existing = await this.repository.allNames();
    const missing = HOSPITAL_SOURCE.filter((entry) => !existing.has(entry.name));
    await this.repository.insertMany(missing.map((entry) => ({ ...entry })));
    return missing.length;
  }

  async search(query: HospitalQuery): Promise<Hospital[]> {
    const terms = (query.keyword ?? '').split(/\s+/).filter(Boolean);
    const rows = await this.repository.search({
      terms,
      provinceCode: query.province,
      cityCode: query.city,
      limit: query.limit,
    });
    return rows.map(presentHospital);
  }

  /** A listed hospital by id, or undefined when unknown or withdrawn. */
  async findListed(id: number): Promise<HospitalRow | undefined> {
    const row = await this.repository.findById(id);
    return row?.status === 1 ? row : undefined;
  }
}

function presentHospital(row: HospitalRow): Hospital {
  return { id: row.id, name: row.name, province: row.provinceCode, city: row.cityCode, grade: row.grade };
}
