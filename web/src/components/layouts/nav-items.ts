import { HOME_ANCHORS, paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Home's sub-menu (spec: Summary, Review and Footer point to /): each scrolls to its section. */
export const HOME_SECTIONS: NavItem[] = [
  { label: 'Summary', to: `${paths.home}#${HOME_ANCHORS.summary}` },
  { label: 'Review', to: `${paths.home}#${HOME_ANCHORS.review}` },
  { label: 'Footer', to: `${paths.home}#${HOME_ANCHORS.footer}` },
  { label: 'Tools', to: paths.allTools },
];

export const MAIN_ITEMS: NavItem[] = [
  { label: 'Tools', to: paths.allTools },
  { label: 'Portfolio', to: paths.portfolio },
  { label: 'Blogs', to: paths.blog },
];

export const DASHBOARD_ITEM: NavItem = { label: 'Dashboard', to: paths.dashboard };
export const LOGIN_ITEM: NavItem = { label: 'Login', to: paths.login };
