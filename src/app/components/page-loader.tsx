/** What a page shows while its code or first data loads. */
import { makeStyles, Spinner } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'grid', placeItems: 'center', minHeight: '50vh', padding: '24px' },
});

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <Spinner label={label} />
    </div>
  );
}
