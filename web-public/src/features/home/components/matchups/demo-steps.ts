/**
 * The Watch Demo's walkthrough: one step per screen of the Matchups module (issue 38), each a
 * drawing of the screen and the caption said under it. The people are fictional.
 */
export type DemoScreen = 'profile' | 'metric' | 'verify' | 'alert' | 'pipeline' | 'report';

export type DemoStep = { screen: DemoScreen; title: string; caption: string };

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    screen: 'profile',
    title: 'An athlete builds a profile',
    caption:
      'Positions, class, school and size; the meter says what coaches will still look for. A parent can keep a child’s.',
  },
  {
    screen: 'metric',
    title: 'Records a metric',
    caption:
      'Exit velocity 88.5 mph, measured on Saturday. It shows as self-reported until someone checks it.',
  },
  {
    screen: 'verify',
    title: 'A verified coach verifies it',
    caption:
      'Against the event where it was measured, or a video. Who verified it, when and on what evidence stays with the value.',
  },
  {
    screen: 'alert',
    title: 'A coach’s alert fires',
    caption:
      'A coach looking for exit velocity of 85 mph or more in the class of 2028 hears of it within a second.',
  },
  {
    screen: 'pipeline',
    title: 'Into the pipeline',
    caption:
      'The coach watches the athlete and moves the card from Identified to Contacted to Evaluating.',
  },
  {
    screen: 'report',
    title: 'The performance report',
    caption:
      'Verified bests against the athlete’s class, with percentiles and the trend, ready to print.',
  },
];

/** How long a step shows while the tour plays by itself. */
export const DEMO_STEP_MS = 4500;
