import { PageHero, type PageHeroProps } from '@/components/ui/hero/page-hero';

/** YouScout's banner: its name, the page's title and a line on what it is. */
export function ScoutHero(props: PageHeroProps) {
  return <PageHero eyebrow="YouScout · Baseball & Softball" {...props} />;
}

export { heroClasses } from '@/components/ui/hero/page-hero';
