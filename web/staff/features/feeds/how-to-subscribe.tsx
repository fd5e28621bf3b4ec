import styled from 'styled-components';

/**
 * How each calendar app subscribes and how often it reads the address again, so no one expects a
 * change made here to show in their calendar at once (the Today screen shows it at once).
 */
export function HowToSubscribe() {
  return (
    <Box>
      <h3>How to subscribe, and how often each app looks again</h3>
      <ul>
        <li>
          <strong>Google Calendar</strong> (on a computer): Other calendars, then +, then From URL, and paste the address. Google reads it again every
          several hours, sometimes only once a day.
        </li>
        <li>
          <strong>Outlook</strong>: Add calendar, then Subscribe from web, and paste the address. Outlook reads it again about every 3 hours, sometimes
          less often.
        </li>
        <li>
          <strong>Apple Calendar</strong>: on a Mac, File, then New Calendar Subscription; on an iPhone, Settings, Calendar, Accounts, Add Account, Other,
          Add Subscribed Calendar. It reads it again as often as you choose there: every 5 or 15 minutes, every hour, or less.
        </li>
      </ul>
      <p>A move or a cancellation shows in your calendar only when your app next reads the address; this screen shows it at once.</p>
    </Box>
  );
}

const Box = styled.div`
  h3 { font-size: 1.15rem; margin: 0 0 0.5rem; }
  ul { margin: 0 0 0.75rem; padding-left: 1.25rem; }
  li { margin: 0.35rem 0; }
`;
