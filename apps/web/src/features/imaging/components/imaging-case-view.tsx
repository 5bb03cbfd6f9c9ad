import type { ImagingAnswerInput, ImagingAnswerResult, ImagingCase } from '@ia/shared';
import { useState } from 'react';
import { useImagingText } from '../lib/imaging-text';
import type { LoadImage } from '../lib/slice-loader';
import styles from './imaging.module.css';
import { ImagingQuestions } from './imaging-questions';
import { StackViewer } from './stack-viewer';

/**
 * What the page hands the viewer: the case, its image cache and how to answer. The viewer's chunk
 * imports nothing the page's chunk does, so it adds no chunk to what the page itself needs.
 */
export interface ImagingCaseViewProps {
  imaging: ImagingCase;
  loadImage: LoadImage;
  answer: (input: ImagingAnswerInput) => Promise<ImagingAnswerResult>;
}

/** A content's series (one shown at a time, tabs when several) and its read-then-reveal questions. */
function ImagingCaseView({ imaging, loadImage, answer }: ImagingCaseViewProps) {
  const { text, english } = useImagingText();
  const [seriesId, setSeriesId] = useState(imaging.series[0]?.id ?? 0);
  const [positions, setPositions] = useState<Record<number, number>>({});
  const series = imaging.series.find((item) => item.id === seriesId) ?? imaging.series[0];
  if (!series) return null;
  const position = positions[series.id] ?? 1;
  const setPosition = (id: number, next: number) => setPositions((current) => ({ ...current, [id]: next }));

  return (
    <section className={styles.section} aria-labelledby="imaging-title">
      <h3 id="imaging-title" className={styles.sectionTitle}>
        {text('sectionTitle')}
      </h3>
      {imaging.series.length > 1 ? (
        <fieldset className={styles.seriesTabs} aria-label={text('seriesTab')}>
          {imaging.series.map((item) => (
            <button
              key={item.id}
              type="button"
              className={styles.choice}
              aria-pressed={item.id === series.id}
              onClick={() => setSeriesId(item.id)}
            >
              {english ? item.title_en : item.title}
            </button>
          ))}
        </fieldset>
      ) : null}
      <StackViewer
        key={series.id}
        series={series}
        position={position}
        onPositionChange={(next) => setPosition(series.id, next)}
        loadImage={loadImage}
      />
      <ImagingQuestions
        answer={answer}
        questions={imaging.questions}
        onGoToSlice={(id, slicePosition) => {
          setSeriesId(id);
          setPosition(id, slicePosition);
        }}
      />
    </section>
  );
}

export default ImagingCaseView;
