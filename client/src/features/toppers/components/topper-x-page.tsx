import { ToppersView } from './toppers-view.tsx';

export default function TopperXPage() {
  return <ToppersView topperClass="X" />;
}
