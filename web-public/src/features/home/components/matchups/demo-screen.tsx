import type { DemoScreen } from './demo-steps';
import classes from './matchups-demo.module.css';

/** A drawing of one Matchups screen, as the demo shows it (decorative: the caption says it). */
export function DemoScreenDrawing({ screen }: { screen: DemoScreen }) {
  switch (screen) {
    case 'profile':
      return (
        <div className={classes.screen}>
          <p className={classes.screenTitle}>Athlete dashboard</p>
          <p className={classes.line}>
            <strong>Jordan B.</strong> · SS / P · Class of 2028 · LA
          </p>
          <div className={classes.meter}>
            <span style={{ width: '70%' }} />
          </div>
          <p className={classes.small}>Profile 70% complete · missing: a highlight video</p>
        </div>
      );
    case 'metric':
      return (
        <div className={classes.screen}>
          <p className={classes.screenTitle}>Record a metric</p>
          <p className={classes.field}>Exit velocity (mph) · 88.5</p>
          <p className={classes.small}>Plausible range: 30–120 mph</p>
          <p className={classes.line}>
            88.5 mph <span className={classes.tagSelf}>Self-reported</span>
          </p>
        </div>
      );
    case 'verify':
      return (
        <div className={classes.screen}>
          <p className={classes.screenTitle}>Verify a value</p>
          <p className={classes.field}>Event · Fall Showcase, Metairie</p>
          <p className={classes.line}>
            88.5 mph <span className={classes.tagVerified}>Verified</span>
          </p>
          <p className={classes.small}>by Coach Rivera (verified coach)</p>
        </div>
      );
    case 'alert':
      return (
        <div className={classes.screen}>
          <p className={classes.screenTitle}>Alerts</p>
          <div className={classes.toast}>
            <strong>Exit velocity ≥ 85 mph</strong>
            <span>Jordan B. · 88.5 mph · Class of 2028</span>
          </div>
        </div>
      );
    case 'pipeline':
      return (
        <div className={classes.screen}>
          <p className={classes.screenTitle}>Pipeline</p>
          <div className={classes.columns}>
            {['Identified', 'Contacted', 'Evaluating'].map((stage) => (
              <div key={stage} className={classes.column}>
                <span>{stage}</span>
              </div>
            ))}
            <div className={classes.card}>Jordan B.</div>
          </div>
        </div>
      );
    case 'report':
      return (
        <div className={classes.screen}>
          <p className={classes.screenTitle}>Performance report</p>
          {[
            ['Exit velocity', '88.5 mph', 87],
            ['60-yard dash', '6.92 s', 74],
          ].map(([name, value, percentile]) => (
            <div key={String(name)} className={classes.reportRow}>
              <span>
                {name} · {value}
              </span>
              <div className={classes.meter}>
                <span style={{ width: `${percentile}%` }} />
              </div>
              <span className={classes.small}>{percentile}th percentile</span>
            </div>
          ))}
        </div>
      );
    default: {
      const unknown: never = screen;
      return unknown;
    }
  }
}
