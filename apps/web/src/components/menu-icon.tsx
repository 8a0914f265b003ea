import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BarsOutlined,
  BellOutlined,
  BookOutlined,
  BulbOutlined,
  CalendarOutlined,
  CloudOutlined,
  ClusterOutlined,
  CodeOutlined,
  ContainerOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EditOutlined,
  ExperimentOutlined,
  FileOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOutlined,
  FormOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LaptopOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  MobileOutlined,
  MonitorOutlined,
  NotificationOutlined,
  PictureOutlined,
  PieChartOutlined,
  ProfileOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  StarOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icons arrive as antd icon names (`setting`, `user-add`, `SettingOutlined`). An explicit map keeps
 * the bundle to the icons we ship instead of pulling every icon by name.
 */
const ICONS: Record<string, ComponentType> = {
  'account-book': AccountBookOutlined,
  apartment: ApartmentOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  'bar-chart': BarChartOutlined,
  bars: BarsOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  bulb: BulbOutlined,
  calendar: CalendarOutlined,
  cloud: CloudOutlined,
  cluster: ClusterOutlined,
  code: CodeOutlined,
  container: ContainerOutlined,
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  desktop: DesktopOutlined,
  edit: EditOutlined,
  experiment: ExperimentOutlined,
  file: FileOutlined,
  'file-text': FileTextOutlined,
  flag: FlagOutlined,
  folder: FolderOutlined,
  form: FormOutlined,
  gift: GiftOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  key: KeyOutlined,
  laptop: LaptopOutlined,
  'line-chart': LineChartOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  message: MessageOutlined,
  mobile: MobileOutlined,
  monitor: MonitorOutlined,
  notification: NotificationOutlined,
  picture: PictureOutlined,
  'pie-chart': PieChartOutlined,
  profile: ProfileOutlined,
  project: ProjectOutlined,
  'question-circle': QuestionCircleOutlined,
  read: ReadOutlined,
  robot: RobotOutlined,
  safety: SafetyOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  'shopping-cart': ShoppingCartOutlined,
  solution: SolutionOutlined,
  star: StarOutlined,
  table: TableOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  trophy: TrophyOutlined,
  'unordered-list': UnorderedListOutlined,
  user: UserOutlined,
  'video-camera': VideoCameraOutlined,
  wallet: WalletOutlined,
};

/** `SettingOutlined` / `settingOutlined` / `setting` -> `setting`; `BarChart` -> `bar-chart`. */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

export function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = ICONS[iconKey(name)];
  return Icon ? <Icon /> : null;
}

export function hasMenuIcon(name?: string): boolean {
  return !!name && iconKey(name) in ICONS;
}

/** Icon names the menu editor offers (the keys of the map above). */
export const MENU_ICON_NAMES = Object.keys(ICONS);
