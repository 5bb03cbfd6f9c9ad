/**
 * The select lists of the profile forms (spec §3), with stable codes stored on the server and
 * labels in Chinese and English. Counts are the spec's: departments 17, titles 14, positions 10,
 * skill areas 12, interesting topics 12, interesting systems 10, work upgrades 7.
 */
export interface ProfileOption {
  readonly value: string;
  readonly zh: string;
  readonly en: string;
}

const option = (value: string, zh: string, en: string): ProfileOption => ({ value, zh, en });

export const DEPARTMENTS = [
  option('imaging', '医学影像科', 'Medical imaging'),
  option('radiology', '放射科', 'Radiology'),
  option('ultrasound', '超声科', 'Ultrasound'),
  option('nuclear_medicine', '核医学科', 'Nuclear medicine'),
  option('oncology', '肿瘤科', 'Oncology'),
  option('internal_medicine', '内科', 'Internal medicine'),
  option('cardiology', '心内科', 'Cardiology'),
  option('surgery', '外科', 'Surgery'),
  option('interventional', '介入科', 'Interventional'),
  option('neurology', '神经科', 'Neurology'),
  option('infection', '感染科', 'Infectious diseases'),
  option('pathology', '病理科', 'Pathology'),
  option('equipment', '设备科', 'Medical equipment'),
  option('pharmacy', '药剂科', 'Pharmacy'),
  option('emergency', '急诊科', 'Emergency'),
  option('nursing', '护理部', 'Nursing'),
  option('other', '其他', 'Other'),
] as const;

export const TITLES = [
  option('physician', '医师', 'Physician'),
  option('attending_physician', '主治医师', 'Attending physician'),
  option('associate_chief_physician', '副主任医师', 'Associate chief physician'),
  option('chief_physician', '主任医师', 'Chief physician'),
  option('technician_assistant', '技士', 'Assistant technician'),
  option('technician', '技师', 'Technician'),
  option('supervisor_technician', '主管技师', 'Supervising technician'),
  option('associate_chief_technician', '副主任技师', 'Associate chief technician'),
  option('chief_technician', '主任技师', 'Chief technician'),
  option('nurse', '护士', 'Nurse'),
  option('senior_nurse', '护师', 'Senior nurse'),
  option('supervisor_nurse', '主管护师', 'Supervising nurse'),
  option('chief_nurse', '主任护师', 'Chief nurse'),
  option('other', '其他', 'Other'),
] as const;

export const POSITIONS = [
  option('president', '院长', 'Hospital president'),
  option('vice_president', '副院长', 'Vice president'),
  option('department_director', '科主任', 'Department director'),
  option('deputy_director', '科副主任', 'Deputy director'),
  option('head_nurse', '护士长', 'Head nurse'),
  option('head_technician', '技师长', 'Head technician'),
  option('doctor', '医生', 'Doctor'),
  option('technician', '技师', 'Technician'),
  option('nurse', '护士', 'Nurse'),
  option('other', '其他', 'Other'),
] as const;

export const SKILL_AREAS = [
  option('neuro', '神经系统影像', 'Neuroimaging'),
  option('head_neck', '头颈部影像', 'Head and neck'),
  option('cardiovascular', '心血管影像', 'Cardiovascular'),
  option('chest', '胸部影像', 'Chest'),
  option('breast', '乳腺影像', 'Breast'),
  option('abdomen', '腹部影像', 'Abdomen'),
  option('genitourinary', '泌尿生殖影像', 'Genitourinary'),
  option('musculoskeletal', '骨肌影像', 'Musculoskeletal'),
  option('pediatric', '儿科影像', 'Paediatric'),
  option('interventional', '介入放射', 'Interventional radiology'),
  option('molecular', '分子影像', 'Molecular imaging'),
  option('other', '其他', 'Other'),
] as const;

export const INTERESTING_TOPICS = [
  option('contrast_safety', '对比剂安全', 'Contrast-agent safety'),
  option('new_techniques', '影像新技术', 'New imaging techniques'),
  option('ai', '人工智能', 'Artificial intelligence'),
  option('difficult_cases', '疑难病例', 'Difficult cases'),
  option('guidelines', '指南解读', 'Guideline reviews'),
  option('research_writing', '科研写作', 'Research writing'),
  option('quality_control', '质量控制', 'Quality control'),
  option('radiation_protection', '放射防护', 'Radiation protection'),
  option('communication', '医患沟通', 'Patient communication'),
  option('discipline_building', '学科建设', 'Department building'),
  option('continuing_education', '继续教育', 'Continuing education'),
  option('other', '其他', 'Other'),
] as const;

export const INTERESTING_SYSTEMS = [
  option('nervous', '神经系统', 'Nervous system'),
  option('cardiovascular', '心血管系统', 'Cardiovascular system'),
  option('respiratory', '呼吸系统', 'Respiratory system'),
  option('digestive', '消化系统', 'Digestive system'),
  option('urinary', '泌尿系统', 'Urinary system'),
  option('reproductive', '生殖系统', 'Reproductive system'),
  option('musculoskeletal', '骨骼肌肉系统', 'Musculoskeletal system'),
  option('endocrine', '内分泌系统', 'Endocrine system'),
  option('breast', '乳腺', 'Breast'),
  option('other', '其他', 'Other'),
] as const;

export const WORK_UPGRADES = [
  option('speaker', '学术会议讲者', 'Speaking at meetings'),
  option('research_project', '科研课题', 'Research projects'),
  option('publication', '论文发表', 'Publishing papers'),
  option('promotion', '职称晋升', 'Professional promotion'),
  option('further_study', '进修学习', 'Further study'),
  option('skills_training', '技能培训', 'Skills training'),
  option('other', '其他', 'Other'),
] as const;

/** hospital_id sent when the user picked 'other' and typed the name. */
export const HOSPITAL_OTHER_ID = 0;

/** The values of a list, for zod enums. */
export function optionValues(list: readonly ProfileOption[]): [string, ...string[]] {
  const values = list.map((item) => item.value);
  if (values.length === 0) throw new Error('an option list cannot be empty');
  return values as [string, ...string[]];
}

/** The label of a code in a list, in the given language; the code itself when unknown. */
export function optionLabel(
  list: readonly ProfileOption[],
  value: string | null | undefined,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): string {
  const found = list.find((item) => item.value === value);
  if (!found) return value ?? '';
  return locale === 'en-US' ? found.en : found.zh;
}
