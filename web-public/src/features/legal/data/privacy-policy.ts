import { LAST_UPDATED, type LegalDocument } from '@/features/legal/types';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  summary:
    'What NOLA Sports collects when you use this website, why we collect it, who can see it, and the choices you have. We collect as little as we can, we never sell personal information, and we take extra care with information about young athletes.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: [
        'NOLA Sports is a youth sports company based in New Orleans, Louisiana. We run this website, the NOLA 100 prospect board and the accounts on it, and we are responsible for the personal information described here.',
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: [
        'We collect only what you give us and what the site needs to work:',
        {
          list: [
            'Accounts: your username, email address and role. Your password is stored only as a one-way cryptographic hash; nobody at NOLA Sports can read it.',
            'Profiles: the display name, bio, location, social links, photo and notification choices you add, and for coaches the team name, team position and verification status.',
            'Votes: which prospect received a vote and when. A vote from a signed-in user is linked to the account. For a visitor who is not signed in, we store a keyed hash of the connection’s address, never the raw IP address, so that each prospect gets one vote per visitor.',
            'Forms: what you type into the contact form (name, email, organization, message), the newsletter sign-up (email and, if given, name) and prospect evaluation requests (the parent’s or guardian’s name, email and phone, and the player’s name, age, position, school and any notes).',
            'Shop orders: the name, email address and shipping address you give at checkout, what you ordered, what it cost and its shipping and tracking details. Your card details go to our payment provider on its own page and never reach us. The order’s page opens only with the link in your confirmation email, or for your account when you ordered signed in.',
            'Photos: a photo you upload is re-encoded before it is stored. Location data, camera details and all other embedded metadata are removed, and large images are scaled down.',
            'Activity: a history of what you did with your account, such as profile changes, votes and evaluation requests, which you can see on your profile.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: [
        {
          list: [
            'to run your account, sign you in and keep it secure;',
            'to count votes fairly and keep the NOLA 100 free of manipulation;',
            'to answer your messages and evaluation requests, usually within 24 hours;',
            'to send the emails you ask for, such as password reset links, request confirmations and, if you subscribe, our newsletter;',
            'to keep a reliable record of changes to rankings and votes, so that they can be checked;',
            'to meet our legal obligations.',
          ],
        },
        'We do not use your information for advertising, and we never sell or rent it.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'The site sets one essential cookie, which keeps you signed in. It cannot be read by scripts on the page, it expires after two hours without activity (and at most a day after you sign in), and it is deleted when you log out. We do not use advertising cookies or third-party tracking.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who can see it',
      body: [
        {
          list: [
            'Our staff administrators, who need it to run the site. Evaluation requests and other information about minors are visible to administrators only.',
            'Service providers who host the site and deliver our email, under contracts that let them use the information only to provide that service.',
            'Authorities, when the law requires it or when it is necessary to protect the safety of a child or anyone else.',
          ],
        },
        'The NOLA 100 shows each listed prospect’s name, positions, school or team and graduation year publicly, together with vote totals. It never shows who voted.',
      ],
    },
    {
      id: 'children',
      title: 'Children and teenagers',
      body: [
        'Our programs serve athletes from 6 to 18, so we are careful with information about minors:',
        {
          list: [
            'Children under 13 may use an account only with the permission of a parent or legal guardian. We do not knowingly collect personal information from a child under 13 without that permission; if we learn we have, we delete it.',
            'Minors under 18 should use the site with the involvement of a parent or guardian.',
            'Prospect evaluation requests are made by a parent or guardian, and the player’s details are seen only by our staff.',
          ],
        },
        'A parent or guardian can add a child’s profile, or link to their athlete’s own account, on the Family page of their profile. For a child under 13 we email the parent or guardian a consent link that works once and for 72 hours, only to the guardian’s own address (never to the address of someone else who nominated the child); the guardian gives consent signed in with a parent account for that address. Nothing about the child is shown in public until that consent is also verified: by a card check (we charge $0.50 to the guardian’s card and refund it at once; the card number never reaches us) or by our staff, who record how they checked (a call, a document seen). Consent can be withdrawn on the same page at any time.',
        'A child’s name and birth date, and the guardian’s email address given with a consent, are stored encrypted with a key that belongs to that child alone. When a parent or guardian (or the athlete, once an adult with their own account) asks on the Family page to erase the child’s information, we delete that key at once: the information can no longer be read anywhere on the site or in our record of changes, and it shows as “removed”. The key is wiped from our database’s files, including its change log, before we confirm the erasure; copies of the database kept as backups are deleted after at most 30 days, so within 30 days no copy of the key is left anywhere.',
        'A parent or guardian may also ask to review, correct or delete a child’s information at any time through our contact form.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: [
        'We keep account and profile information while your account is open. Votes and ranking changes are kept as a permanent record so the board can be audited. Password reset links expire after one hour and work only once; guardian consent links after 72 hours. The keyed hash of a visitor’s connection address that we use to limit how often one connection may try to sign in, sign up, send forms, ask for password resets, vote, check out in the shop or look at past boards is kept only until that limit’s window ends (from a minute to a day), or, for a connection blocked after too many failed sign-ins, until the block ends (at most 48 hours after its first failure), and is deleted within the hour after. The same goes for the keyed hash of an e-mail address we are asked to mail a consent or removal link to, which we use so that no one address can be flooded: it is kept for a day at most. The keyed hash of the connection address an account was made from is kept for 30 days, so that our staff can tell when many new accounts from one connection vote together; it is deleted within the hour after. The keyed hash stored with a visitor’s vote is kept as long as the vote counts, so that each prospect still gets one vote per visitor; it cannot be turned back into an address. When you ask us to close your account, we disable it straight away and delete or anonymize the personal information we do not need to keep; the record of votes and ranking changes stays so the board can still be audited, and we keep anything else only where the law requires it.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      body: [
        'Passwords are hashed, sign-in sessions are protected against misuse from other websites, uploads are checked and re-encoded, and access to records is limited to staff who need it. No system is perfectly secure, so please choose a strong password that you do not use anywhere else.',
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      body: [
        {
          list: [
            'Review and change your profile and notification choices at any time on your profile page.',
            'Unsubscribe from the newsletter with the link in any newsletter email.',
            'Ask us for a copy of your information, or to correct or delete it, through our contact form.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: [
        'When we change this policy we update the date at the top of the page, and for important changes we tell signed-in users on the site or by email before the change applies.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [
        'Questions about your privacy? Send us a message with the contact form on our home page and our team will reply within 24 hours. This policy is governed by the laws of the State of Louisiana.',
      ],
    },
  ],
};
