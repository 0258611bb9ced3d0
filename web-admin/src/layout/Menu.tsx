import EventNoteIcon from '@mui/icons-material/EventNote';
import HistoryIcon from '@mui/icons-material/History';
import { Menu as RaMenu } from 'react-admin';
import { BADGES, COMMENTS, NOMINATIONS, USER_BADGES } from '@/youscout/resources';

/** The resources, and the two pages that are not resources: the past board and the log. */
export const Menu = () => (
  <RaMenu>
    <RaMenu.DashboardItem primaryText="Dashboard" />
    <RaMenu.ResourceItem name="prospects" />
    <RaMenu.Item to="/board" primaryText="Board as of" leftIcon={<HistoryIcon />} />
    <RaMenu.ResourceItem name="evaluation-requests" />
    <RaMenu.ResourceItem name="contact-submissions" />
    <RaMenu.ResourceItem name="newsletter-subscriptions" />
    <RaMenu.ResourceItem name="payments" />
    <RaMenu.ResourceItem name="payment-subscriptions" />
    <RaMenu.ResourceItem name="users" />
    <RaMenu.ResourceItem name={NOMINATIONS} />
    <RaMenu.ResourceItem name={COMMENTS} />
    <RaMenu.ResourceItem name={BADGES} />
    <RaMenu.ResourceItem name={USER_BADGES} />
    <RaMenu.Item to="/events" primaryText="Event log" leftIcon={<EventNoteIcon />} />
    <RaMenu.ResourceItem name="projections" />
  </RaMenu>
);
