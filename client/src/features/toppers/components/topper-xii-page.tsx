import { ToppersView } from './toppers-view.tsx';

export default function TopperXiiPage() {
  return <ToppersView topperClass="XII" />;
}
