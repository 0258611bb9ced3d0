import { LAST_UPDATED, type LegalDocument } from '@/features/legal/types';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LAST_UPDATED,
  summary:
    'These terms govern your use of the NOLA Sports website, including accounts, the NOLA 100 prospect board, community voting, profiles and the forms you send us. Please read them with your family if you are under 18.',
  sections: [
    {
      id: 'acceptance',
      title: 'Accepting these terms',
      body: [
        'NOLA Sports ("we", "us") is a youth sports company based in New Orleans, Louisiana. By visiting this website, creating an account or sending us a form, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the site.',
        'If you use the site on behalf of an organization, such as a school, club or recreation department, you confirm that you may accept these terms for it.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Who may use the site',
      body: [
        'Our programs serve athletes from 6 to 18 years old, so we take the age of our users seriously:',
        {
          list: [
            'Children under 13 may use the site and its accounts only with the permission of a parent or legal guardian, who should create and supervise the account.',
            'Minors under 18 should review these terms with a parent or guardian, who is responsible for the minor’s use of the site.',
            'A parent or guardian must submit any prospect evaluation request, nomination or photo that concerns a minor.',
          ],
        },
        'We may close an account if we learn that it was opened without the permission these rules require.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: [
        'When you register you choose a username, give an email address and pick the role that describes you (athlete, coach, scout, parent or fan). Please keep this information accurate and up to date.',
        {
          list: [
            'Keep your password to yourself. You are responsible for what happens under your account.',
            'One person, one account. Do not share accounts or create accounts for someone else without their permission.',
            'Tell us promptly through our contact form if you think someone else has used your account.',
          ],
        },
        'Our staff may verify coaches. A verification badge means we reviewed the coach’s details; it is not an endorsement of any coach or program.',
      ],
    },
    {
      id: 'nola-100',
      title: 'The NOLA 100 and community voting',
      body: [
        'The NOLA 100 lists the New Orleans area’s top baseball prospects. Official rankings reflect the judgement of our staff; community rankings reflect the votes of visitors. Neither is a guarantee of a scholarship, roster spot, contract or any other opportunity.',
        {
          list: [
            'Each account, or each visitor who is not signed in, may vote once for each prospect.',
            'Do not use scripts, bots, multiple accounts, paid voting or any other means to inflate or suppress votes.',
            'We may remove votes we believe were cast unfairly, and adjust or reset the community rankings.',
          ],
        },
        'Families who would like a prospect’s entry corrected or removed may ask us through our contact form.',
      ],
    },
    {
      id: 'your-content',
      title: 'What you share with us',
      body: [
        'You keep ownership of the profile details, photos, nominations and messages you send us. You give NOLA Sports a non-exclusive, royalty-free licence to store, display and adapt them as needed to run the site and its programs, for as long as they stay on the site.',
        'By sharing content you confirm that you have the right to share it and, for anything about another person, their consent (or their parent’s or guardian’s consent if they are a minor). Do not post content that is unlawful, misleading, hateful, harassing, sexually explicit or that invades anyone’s privacy.',
        'We may edit or remove content that breaks these terms, without notice.',
      ],
    },
    {
      id: 'evaluations',
      title: 'Prospect evaluations',
      body: [
        'A prospect evaluation is our staff’s professional opinion of a player at a point in time. It is provided for information and development only. We do not promise any particular result from an evaluation, and we are not a recruiting agency acting for any school or team.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: [
        'Please use the site the way it is meant to be used. You agree not to:',
        {
          list: [
            'copy or collect other users’ information, or scrape the site by automated means;',
            'try to get into accounts, data or parts of the site you are not allowed to reach, or test its security without our written permission;',
            'interfere with the site, overload it, or spread malware through it;',
            'pretend to be another person or organization, or misrepresent your role;',
            'use the site to advertise, solicit or contact minors for any purpose unrelated to our programs.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Our content',
      body: [
        'The NOLA Sports name and logo, the design of the site and the content we create, including rankings, articles, podcast episodes and evaluations, belong to NOLA Sports or its licensors. You may share links to the site and view its pages for personal, non-commercial use; anything else needs our written permission.',
      ],
    },
    {
      id: 'third-parties',
      title: 'Other sites and services',
      body: [
        'The site links to services run by others, such as podcast platforms, social networks and partner websites. We are not responsible for their content or practices; their own terms and privacy policies apply.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: [
        'We work hard to keep the site accurate and available, but it is provided "as is" and "as available". To the fullest extent the law allows, we make no warranties, express or implied, about the site, its rankings or its content, including warranties of fitness for a particular purpose and non-infringement.',
        'Sports involve physical risk. Information on the site is not medical, legal or financial advice; talk to a qualified professional before acting on it.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: [
        'To the fullest extent permitted by law, NOLA Sports and its staff are not liable for indirect, incidental, special or consequential damages, or for lost opportunities, arising from your use of the site. Nothing in these terms limits liability that cannot be limited under Louisiana law.',
      ],
    },
    {
      id: 'termination',
      title: 'Suspending or closing accounts',
      body: [
        'You may stop using the site at any time and ask us to close your account. We may suspend or close an account that breaks these terms or puts other users, especially minors, at risk.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: [
        'We may update these terms as the site grows. When we do, we change the date at the top of this page, and for important changes we tell signed-in users on the site or by email. Using the site after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: [
        'These terms are governed by the laws of the State of Louisiana, without regard to its conflict-of-law rules. Any dispute that cannot be settled informally will be heard by the state or federal courts located in New Orleans, Louisiana, and you and we consent to their jurisdiction.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [
        'Questions about these terms? Send us a message with the contact form on our home page and our team will reply within 24 hours.',
      ],
    },
  ],
};
