import { unknownMapTypeText } from '@ia/shared';

export interface UnknownMapTypeProps {
  value: unknown;
}

/** What a list shows for a content type it does not know (spec §8: `MAPTYPE undefined: {value}`). */
export function UnknownMapType({ value }: UnknownMapTypeProps) {
  return <span className="unknown-map-type">{unknownMapTypeText(value)}</span>;
}
