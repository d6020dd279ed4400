/** 'Profile Complete' (spec section 2): shown once the profile-complete rule holds. */
import { Badge } from '@fluentui/react-components';
import { RibbonStarFilled } from '@fluentui/react-icons';

export function ProfileCompleteBadge() {
  return (
    <Badge appearance="filled" color="success" size="large" icon={<RibbonStarFilled />}>
      Profile Complete
    </Badge>
  );
}
