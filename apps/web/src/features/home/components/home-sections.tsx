import type { ContentSummary, HomeSection as HomeSectionSetting, LessonSummary } from '@ia/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useOperatorName } from '../../../components/operator-text';
import { RowSkeleton } from '../../../components/paged-list/row-skeleton';
import {
  CardScroller,
  CardScrollerSkeleton,
  ContentCard,
  ContentRow,
  contentStyles,
  InlineError,
  LessonCard,
  LessonRow,
  useHomeRecommend,
  useHomeSectionContents,
  useHomeSetting,
  useLessonsPreview,
} from '../../content';
import { MeetingCard, MeetingRow, useHomeMeetings } from '../../meetings';
import styles from './home.module.css';
import { HomeSection } from './home-section';

/**
 * The home sections in the order the operators arranged them (GET home/setting). Each loads on
 * its own: a slow or failing section shows its skeleton or a small retry, never the page's.
 * A section with nothing to show is left out.
 */
export function HomeSections() {
  const { t } = useTranslation();
  const setting = useHomeSetting();

  if (setting.isPending) {
    return (
      <div className={styles.section}>
        <CardScrollerSkeleton />
      </div>
    );
  }
  if (setting.isError) {
    return (
      <div className={styles.section}>
        <InlineError
          message={t('discovery.home.sectionsError')}
          retrying={setting.isFetching}
          onRetry={() => void setting.refetch()}
        />
      </div>
    );
  }
  if (setting.data.sections.length === 0) {
    return (
      <div className={styles.section}>
        <EmptyState compact title={t('home.comingSoon')} description={t('home.comingSoonHint')} />
      </div>
    );
  }
  return (
    <>
      {setting.data.sections.map((section) => (
        <HomeSectionBlock key={section.id} section={section} />
      ))}
    </>
  );
}

function HomeSectionBlock({ section }: { section: HomeSectionSetting }) {
  const operatorName = useOperatorName();
  const label = operatorName(section.title, section.title_en);
  switch (section.kind) {
    case 'recommend':
      return <RecommendSection section={section} label={label} />;
    case 'contents':
      return <ContentsSection section={section} label={label} />;
    case 'lessons':
      return <LessonsSection section={section} label={label} />;
    case 'meetings':
      return <MeetingsSection section={section} label={label} />;
    default:
      return null;
  }
}

interface SectionProps {
  section: HomeSectionSetting;
  /** The section's title in the app's language, for the lists' accessible names. */
  label: string;
}

function RecommendSection({ section, label }: SectionProps) {
  const recommend = useHomeRecommend();
  return <ContentsBlock section={section} label={label} query={recommend} />;
}

function ContentsSection({ section, label }: SectionProps) {
  const contents = useHomeSectionContents(section.id);
  return <ContentsBlock section={section} label={label} query={contents} />;
}

function LessonsSection({ section, label }: SectionProps) {
  const { t } = useTranslation();
  const lessons = useLessonsPreview({}, section.limit);
  if (lessons.isSuccess && lessons.data.data.length === 0) return null;
  return (
    <HomeSection title={section.title} titleEn={section.title_en} moreTo={section.more_link}>
      {lessons.isPending ? (
        <SectionSkeleton layout={section.layout} />
      ) : lessons.isError ? (
        <InlineError
          message={t('discovery.home.sectionError')}
          retrying={lessons.isFetching}
          onRetry={() => void lessons.refetch()}
        />
      ) : (
        <SectionItems
          layout={section.layout}
          label={label}
          items={lessons.data.data.slice(0, section.limit)}
          renderCard={(lesson) => <LessonCard lesson={lesson} />}
          renderRow={(lesson) => <LessonRow lesson={lesson} />}
        />
      )}
    </HomeSection>
  );
}

/** Live and upcoming meetings (GET home/home-meeting), soonest first; left out when there are none. */
function MeetingsSection({ section, label }: SectionProps) {
  const { t } = useTranslation();
  const meetings = useHomeMeetings();
  const items = meetings.data?.slice(0, section.limit);
  if (items && items.length === 0) return null;
  return (
    <HomeSection title={section.title} titleEn={section.title_en} moreTo={section.more_link}>
      {items ? (
        section.layout === 'cards' ? (
          <CardScroller
            label={label}
            items={items}
            itemKey={(meeting) => meeting.id}
            renderItem={(meeting) => <MeetingCard meeting={meeting} />}
          />
        ) : (
          <ul className={contentStyles.plainList} aria-label={label}>
            {items.map((meeting) => (
              <li key={meeting.id}>
                <MeetingRow meeting={meeting} />
              </li>
            ))}
          </ul>
        )
      ) : meetings.isError ? (
        <InlineError
          message={t('discovery.home.sectionError')}
          retrying={meetings.isFetching}
          onRetry={() => void meetings.refetch()}
        />
      ) : (
        <SectionSkeleton layout={section.layout} />
      )}
    </HomeSection>
  );
}

interface ContentsQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: ContentSummary[] | undefined;
  refetch: () => Promise<unknown>;
}

function ContentsBlock({ section, label, query }: SectionProps & { query: ContentsQuery }) {
  const { t } = useTranslation();
  const items = query.data?.slice(0, section.limit);
  if (items && items.length === 0) return null;
  return (
    <HomeSection title={section.title} titleEn={section.title_en} moreTo={section.more_link}>
      {items ? (
        <SectionItems
          layout={section.layout}
          label={label}
          items={items}
          renderCard={(content) => <ContentCard content={content} />}
          renderRow={(content) => <ContentRow content={content} />}
        />
      ) : query.isError ? (
        <InlineError
          message={t('discovery.home.sectionError')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SectionSkeleton layout={section.layout} />
      )}
    </HomeSection>
  );
}

interface SectionItemsProps<T> {
  layout: HomeSectionSetting['layout'];
  label: string;
  items: readonly T[];
  renderCard: (item: T) => ReactNode;
  renderRow: (item: T) => ReactNode;
}

function SectionItems<T extends ContentSummary | LessonSummary>({
  layout,
  label,
  items,
  renderCard,
  renderRow,
}: SectionItemsProps<T>) {
  if (layout === 'cards') {
    return <CardScroller label={label} items={items} itemKey={(item) => item.id} renderItem={renderCard} />;
  }
  return (
    <ul className={contentStyles.plainList} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{renderRow(item)}</li>
      ))}
    </ul>
  );
}

function SectionSkeleton({ layout }: { layout: HomeSectionSetting['layout'] }) {
  return layout === 'cards' ? <CardScrollerSkeleton /> : <RowSkeleton rows={2} />;
}
