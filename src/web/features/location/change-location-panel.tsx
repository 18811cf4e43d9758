import { PostcodeForm } from './postcode-form';
import { RecentLocations } from './recent-locations';

/** The 'Change Location' panel's body; loaded on first open, so it stays out of the first paint. */
export function ChangeLocationPanel({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-4">
      <PostcodeForm onDone={onClose} />
      <RecentLocations onChosen={onClose} />
    </div>
  );
}

export default ChangeLocationPanel;
