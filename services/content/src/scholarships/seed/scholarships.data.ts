import type { ScholarshipFieldOfStudy, ScholarshipLevel } from '@studyhub/contracts';

/**
 * Demo scholarships loaded at start. Providers and programmes are invented (their links point at
 * example.org), so no real funder's terms are misquoted; universities and courses are catalog's
 * seeded ones, named by catalog's slugs.
 */
export interface SeedScholarship {
  title: string;
  provider: string;
  description: string;
  /** US dollars; `amountMaxUsd` for a range. */
  amountUsd: number;
  amountMaxUsd?: number;
  /** Empty: open to every field. */
  fields: ScholarshipFieldOfStudy[];
  levels: ScholarshipLevel[];
  country: { code: string; name: string };
  university?: { slug: string; name: string };
  course?: { slug: string; name: string };
  /** The deadline, counted in days from the day the seed first runs. */
  closesInDays: number;
  eligibility: string;
  howToApply: string;
  officialUrl: string;
}

const UK = { code: 'GB', name: 'United Kingdom' };
const US = { code: 'US', name: 'United States' };
const CANADA = { code: 'CA', name: 'Canada' };
const AUSTRALIA = { code: 'AU', name: 'Australia' };
const GERMANY = { code: 'DE', name: 'Germany' };
const SOUTH_AFRICA = { code: 'ZA', name: 'South Africa' };
const NIGERIA = { code: 'NG', name: 'Nigeria' };
const KENYA = { code: 'KE', name: 'Kenya' };
const GHANA = { code: 'GH', name: 'Ghana' };
const INDIA = { code: 'IN', name: 'India' };
const NETHERLANDS = { code: 'NL', name: 'Netherlands' };

const OXFORD = { slug: 'university-of-oxford', name: 'University of Oxford' };
const CAMBRIDGE = { slug: 'university-of-cambridge', name: 'University of Cambridge' };
const IMPERIAL = { slug: 'imperial-college-london', name: 'Imperial College London' };
const EDINBURGH = { slug: 'university-of-edinburgh', name: 'University of Edinburgh' };
const MIT = { slug: 'massachusetts-institute-of-technology', name: 'Massachusetts Institute of Technology' };
const STANFORD = { slug: 'stanford-university', name: 'Stanford University' };
const TORONTO = { slug: 'university-of-toronto', name: 'University of Toronto' };
const MCGILL = { slug: 'mcgill-university', name: 'McGill University' };
const MELBOURNE = { slug: 'university-of-melbourne', name: 'University of Melbourne' };
const ANU = { slug: 'australian-national-university', name: 'Australian National University' };
const TUM = { slug: 'technical-university-of-munich', name: 'Technical University of Munich' };
const HEIDELBERG = { slug: 'heidelberg-university', name: 'Heidelberg University' };
const CAPE_TOWN = { slug: 'university-of-cape-town', name: 'University of Cape Town' };
const LAGOS = { slug: 'university-of-lagos', name: 'University of Lagos' };
const NAIROBI = { slug: 'university-of-nairobi', name: 'University of Nairobi' };
const GHANA_LEGON = { slug: 'university-of-ghana', name: 'University of Ghana' };
const ASHESI = { slug: 'ashesi-university', name: 'Ashesi University' };
const IIT_BOMBAY = { slug: 'indian-institute-of-technology-bombay', name: 'Indian Institute of Technology Bombay' };

const course = (name: string) => ({ slug: name.trim().toLowerCase().replace(/\s+/g, '-'), name });

export const SEED_SCHOLARSHIPS: readonly SeedScholarship[] = [
  {
    title: 'Northbridge Women in Computing Scholarship',
    provider: 'Northbridge Foundation',
    description:
      'Supports women starting an undergraduate degree in computer science or software engineering. The award is paid in two instalments each year and comes with a mentor from the technology industry for the first two years of study.',
    amountUsd: 10_000,
    fields: ['computer-science'],
    levels: ['undergraduate'],
    country: US,
    closesInDays: 21,
    eligibility:
      'Women admitted to or in the first year of a four-year computer science or software engineering degree at an accredited US university, with a GPA of at least 3.3.',
    howToApply:
      'Submit the online form with a 500-word essay on a problem you would like to solve with software, your latest transcript and one reference from a teacher.',
    officialUrl: 'https://northbridge-foundation.example.org/scholarships/women-in-computing',
  },
  {
    title: 'Cambridge Graduate Research Studentship in Natural Sciences',
    provider: 'Trinity Lane Scholars Trust',
    description:
      'A fully funded studentship covering tuition fees and a maintenance allowance for a research degree in the physical or biological sciences at the University of Cambridge.',
    amountUsd: 38_000,
    amountMaxUsd: 52_000,
    fields: ['natural-sciences', 'mathematics'],
    levels: ['phd'],
    country: UK,
    university: CAMBRIDGE,
    course: course('Natural Sciences'),
    closesInDays: 7,
    eligibility:
      'Applicants of any nationality holding an offer, or applying, for a PhD in a natural sciences department at Cambridge, with a first-class or equivalent undergraduate degree.',
    howToApply:
      'Tick the studentship box in the Cambridge graduate application and add a research proposal of up to 1,500 words; shortlisted candidates are interviewed online.',
    officialUrl: 'https://trinity-lane-trust.example.org/studentships/natural-sciences',
  },
  {
    title: 'Oxford Development Economics Master’s Award',
    provider: 'Isis Bridge Fund',
    description:
      'Covers full tuition for the MSc in Economics for Development at the University of Oxford for students from low- and middle-income countries who plan to return home to work in policy.',
    amountUsd: 45_000,
    fields: ['business-economics', 'social-sciences'],
    levels: ['masters'],
    country: UK,
    university: OXFORD,
    course: course('Economics for Development'),
    closesInDays: 30,
    eligibility:
      'Citizens of a World Bank low- or middle-income country with an offer for the MSc in Economics for Development and at least two years of relevant work experience.',
    howToApply:
      'Apply for the MSc by the January course deadline; eligible applicants are invited to complete a short statement of how they will use the degree.',
    officialUrl: 'https://isis-bridge-fund.example.org/awards/economics-for-development',
  },
  {
    title: 'Imperial Future Engineers Bursary',
    provider: 'Thames Engineering Society',
    description:
      'An annual bursary for undergraduates in aeronautical, chemical or biomedical engineering at Imperial College London, renewable each year on good academic standing.',
    amountUsd: 6_500,
    fields: ['engineering'],
    levels: ['undergraduate'],
    country: UK,
    university: IMPERIAL,
    closesInDays: 45,
    eligibility:
      'First- or second-year engineering undergraduates at Imperial with a household income below £42,875 a year.',
    howToApply:
      'Complete the bursary form in your student portal and upload evidence of household income; decisions are sent by e-mail within six weeks.',
    officialUrl: 'https://thames-engineering.example.org/bursaries/imperial',
  },
  {
    title: 'Edinburgh Artificial Intelligence MSc Scholarship',
    provider: 'Forth Valley Technology Trust',
    description:
      'Partial tuition funding for the MSc in Artificial Intelligence at the University of Edinburgh, with a paid summer placement at a Scottish technology company.',
    amountUsd: 15_000,
    amountMaxUsd: 25_000,
    fields: ['computer-science', 'mathematics'],
    levels: ['masters'],
    country: UK,
    university: EDINBURGH,
    course: course('Artificial Intelligence'),
    closesInDays: 12,
    eligibility:
      'Applicants with an offer for the MSc in Artificial Intelligence and a strong background in programming and linear algebra; all nationalities.',
    howToApply:
      'Send your offer letter, CV and a one-page statement on an AI project you built to the trust’s application portal.',
    officialUrl: 'https://forth-valley-trust.example.org/scholarships/edinburgh-ai',
  },
  {
    title: 'Global Leaders Commonwealth Master’s Scholarship',
    provider: 'Commonwealth Learning Alliance',
    description:
      'A full scholarship for a one-year master’s degree at any UK university, covering tuition, return flights and a monthly living stipend. Scholars join a leadership programme during their year in the UK.',
    amountUsd: 55_000,
    amountMaxUsd: 70_000,
    fields: [],
    levels: ['masters'],
    country: UK,
    closesInDays: 60,
    eligibility:
      'Citizens of a Commonwealth country who have lived there for the last three years, with an undergraduate degree and two years of work experience.',
    howToApply:
      'Apply online with three UK course choices, two references and four short essays on leadership, networking, study plans and career plans.',
    officialUrl: 'https://commonwealth-learning.example.org/masters-scholarship',
  },
  {
    title: 'MIT Undergraduate Research Fellowship in Physics',
    provider: 'Charles River Science Fund',
    description:
      'Funds a full academic year of undergraduate research in a physics laboratory at MIT, paid as a stipend alongside the student’s normal financial aid.',
    amountUsd: 8_000,
    fields: ['natural-sciences'],
    levels: ['undergraduate'],
    country: US,
    university: MIT,
    course: course('Physics'),
    closesInDays: 18,
    eligibility:
      'Second- and third-year MIT undergraduates majoring in physics with a faculty member willing to host them.',
    howToApply:
      'Submit a two-page research plan co-signed by your host faculty member and your most recent grade report.',
    officialUrl: 'https://charles-river-fund.example.org/fellowships/mit-physics',
  },
  {
    title: 'Stanford Graduate Fellowship in Education Innovation',
    provider: 'Palo Alto Learning Institute',
    description:
      'A three-year fellowship for doctoral students researching how technology changes teaching and learning, covering tuition and a stipend.',
    amountUsd: 48_000,
    fields: ['education', 'social-sciences'],
    levels: ['phd'],
    country: US,
    university: STANFORD,
    course: course('Education'),
    closesInDays: 40,
    eligibility:
      'Applicants admitted to a PhD programme at the Stanford Graduate School of Education whose research concerns learning technology.',
    howToApply:
      'Nominations come from the admissions committee; admitted students add a 1,000-word research statement through the fellowship portal.',
    officialUrl: 'https://palo-alto-learning.example.org/fellowships/education-innovation',
  },
  {
    title: 'First-Generation College Student Award',
    provider: 'Harborview Community Foundation',
    description:
      'A one-time award for students who are the first in their family to attend college, to be spent on tuition, books or housing in their first year.',
    amountUsd: 2_500,
    fields: [],
    levels: ['undergraduate'],
    country: US,
    closesInDays: 9,
    eligibility:
      'High school seniors or first-year college students in the US whose parents did not complete a four-year degree; minimum GPA 2.8.',
    howToApply: 'Fill in the short online form and write 300 words about what going to college means to your family.',
    officialUrl: 'https://harborview-foundation.example.org/first-generation-award',
  },
  {
    title: 'Toronto Public Health Master’s Entrance Scholarship',
    provider: 'Great Lakes Health Partnership',
    description:
      'Entrance funding for the Master of Public Health at the University of Toronto, with priority for students planning careers in community health.',
    amountUsd: 12_000,
    fields: ['medicine-health'],
    levels: ['masters'],
    country: CANADA,
    university: TORONTO,
    course: course('Public Health'),
    closesInDays: 25,
    eligibility:
      'Applicants admitted to the MPH at the University of Toronto; Canadian and international students may apply.',
    howToApply: 'Add the scholarship statement (up to 750 words) to your MPH application; no separate form is needed.',
    officialUrl: 'https://great-lakes-health.example.org/scholarships/toronto-mph',
  },
  {
    title: 'McGill Music Performance Award',
    provider: 'Mount Royal Arts Council',
    description:
      'Supports talented performers entering the undergraduate music programme at McGill University. Awarded after a live or recorded audition.',
    amountUsd: 5_000,
    amountMaxUsd: 9_000,
    fields: ['arts-humanities'],
    levels: ['undergraduate'],
    country: CANADA,
    university: MCGILL,
    course: course('Music'),
    closesInDays: 33,
    eligibility: 'Students admitted to a performance major in the Schulich School of Music at McGill.',
    howToApply: 'Upload a 15-minute audition recording with two contrasting pieces and a short biography.',
    officialUrl: 'https://mount-royal-arts.example.org/awards/mcgill-music',
  },
  {
    title: 'Canadian Doctoral Excellence Scholarship in Engineering',
    provider: 'Maple Research Council',
    description:
      'A three-year doctoral scholarship for engineering research at any Canadian university, with an annual research travel allowance.',
    amountUsd: 35_000,
    fields: ['engineering', 'computer-science'],
    levels: ['phd'],
    country: CANADA,
    closesInDays: 75,
    eligibility:
      'Canadian citizens, permanent residents and international students enrolled in or admitted to a doctoral engineering programme in Canada.',
    howToApply:
      'Apply through your university’s graduate studies office, which ranks candidates and forwards the strongest applications.',
    officialUrl: 'https://maple-research.example.org/doctoral-excellence',
  },
  {
    title: 'Melbourne Juris Doctor Equity Scholarship',
    provider: 'Yarra Legal Education Trust',
    description:
      'Covers half of the tuition for the Juris Doctor at the University of Melbourne for students who have faced financial or social disadvantage.',
    amountUsd: 20_000,
    fields: ['law'],
    levels: ['masters'],
    country: AUSTRALIA,
    university: MELBOURNE,
    course: course('Juris Doctor'),
    closesInDays: 28,
    eligibility:
      'Domestic and international students offered a place in the Juris Doctor who can show financial hardship, disability, or a rural or remote background.',
    howToApply: 'Complete the equity questionnaire with supporting documents when you accept your offer.',
    officialUrl: 'https://yarra-legal-trust.example.org/scholarships/juris-doctor',
  },
  {
    title: 'ANU Astronomy and Astrophysics Research Scholarship',
    provider: 'Southern Skies Observatory Fund',
    description:
      'A stipend and research allowance for a PhD in astronomy and astrophysics at the Australian National University, including observing time at Siding Spring.',
    amountUsd: 26_000,
    amountMaxUsd: 30_000,
    fields: ['natural-sciences'],
    levels: ['phd'],
    country: AUSTRALIA,
    university: ANU,
    course: course('Astronomy and Astrophysics'),
    closesInDays: 50,
    eligibility: 'Applicants with a master’s or honours degree in physics or astronomy, of any nationality.',
    howToApply: 'Contact a prospective supervisor, then apply for the PhD with a research proposal and two references.',
    officialUrl: 'https://southern-skies-fund.example.org/scholarships/anu-astronomy',
  },
  {
    title: 'Asia-Pacific Development Leaders Award',
    provider: 'Pacific Rim Education Partnership',
    description:
      'A full scholarship for a master’s degree in Australia in agriculture, environment or public policy, with a return-home commitment.',
    amountUsd: 60_000,
    fields: ['agriculture-environment', 'social-sciences'],
    levels: ['masters'],
    country: AUSTRALIA,
    closesInDays: 90,
    eligibility:
      'Citizens of a participating Asia-Pacific country with two years of work experience in the field of study.',
    howToApply: 'Apply online with your degree certificates, a work reference and a development impact statement.',
    officialUrl: 'https://pacific-rim-education.example.org/development-leaders',
  },
  {
    title: 'TUM Robotics and AI Master’s Scholarship',
    provider: 'Bavarian Technology Foundation',
    description:
      'A monthly stipend for international students in the Robotics, Cognition, Intelligence master’s at the Technical University of Munich.',
    amountUsd: 11_000,
    fields: ['engineering', 'computer-science'],
    levels: ['masters'],
    country: GERMANY,
    university: TUM,
    course: course('Robotics Cognition Intelligence'),
    closesInDays: 15,
    eligibility:
      'International students admitted to the programme with a bachelor’s grade equivalent to 2.0 or better.',
    howToApply: 'Upload your admission letter, transcript and a motivation letter in English or German.',
    officialUrl: 'https://bavarian-tech-foundation.example.org/scholarships/tum-robotics',
  },
  {
    title: 'Heidelberg Molecular Biosciences PhD Fellowship',
    provider: 'Neckar Life Sciences Society',
    description:
      'A fully funded three-year doctoral fellowship in molecular biosciences at Heidelberg University, with a graduate school training programme.',
    amountUsd: 30_000,
    fields: ['natural-sciences', 'medicine-health'],
    levels: ['phd'],
    country: GERMANY,
    university: HEIDELBERG,
    course: course('Molecular Biosciences'),
    closesInDays: 35,
    eligibility: 'Holders of a master’s degree in biology, biochemistry or a related field; all nationalities.',
    howToApply:
      'Apply through the graduate school portal; selected candidates attend a recruitment week in Heidelberg.',
    officialUrl: 'https://neckar-life-sciences.example.org/fellowships/molecular-biosciences',
  },
  {
    title: 'Study in Germany Engineering Grant for African Students',
    provider: 'Rhine–Africa Exchange Service',
    description:
      'Monthly funding, health insurance and travel costs for African students taking a master’s in engineering at a German public university.',
    amountUsd: 14_000,
    amountMaxUsd: 18_000,
    fields: ['engineering'],
    levels: ['masters'],
    country: GERMANY,
    closesInDays: 55,
    eligibility:
      'Nationals of an African country with a bachelor’s in engineering completed no more than six years ago.',
    howToApply: 'Send the online application with proof of admission or application to a German university and a CV.',
    officialUrl: 'https://rhine-africa-exchange.example.org/engineering-grant',
  },
  {
    title: 'Cape Town Actuarial Science Scholarship',
    provider: 'Table Mountain Actuarial Society',
    description:
      'Covers tuition and books for undergraduates in actuarial science at the University of Cape Town, with holiday work at a member firm.',
    amountUsd: 7_500,
    fields: ['mathematics', 'business-economics'],
    levels: ['undergraduate'],
    country: SOUTH_AFRICA,
    university: CAPE_TOWN,
    course: course('Actuarial Science'),
    closesInDays: 20,
    eligibility:
      'South African citizens with at least 80% in Grade 12 Mathematics, admitted to actuarial science at UCT.',
    howToApply: 'Complete the online application and attach your Grade 12 results and a one-page motivation.',
    officialUrl: 'https://table-mountain-actuarial.example.org/scholarships/uct',
  },
  {
    title: 'Pan-African Medical Doctors Scholarship',
    provider: 'Baobab Health Foundation',
    description:
      'Supports medical students in sub-Saharan Africa through their clinical years, with a commitment to two years of service in an underserved area after graduating.',
    amountUsd: 4_000,
    amountMaxUsd: 6_000,
    fields: ['medicine-health'],
    levels: ['undergraduate'],
    country: SOUTH_AFRICA,
    closesInDays: 42,
    eligibility:
      'Students in the fourth year or later of a medicine and surgery degree at an accredited African medical school.',
    howToApply:
      'Submit the form with a letter from your dean confirming your year of study and a statement on rural health.',
    officialUrl: 'https://baobab-health.example.org/medical-scholarship',
  },
  {
    title: 'Lagos Computer Science Excellence Award',
    provider: 'Lekki Tech Hub Foundation',
    description:
      'An annual award for the strongest computer science undergraduates at the University of Lagos, with a paid internship in a Lagos start-up.',
    amountUsd: 1_500,
    fields: ['computer-science'],
    levels: ['undergraduate'],
    country: NIGERIA,
    university: LAGOS,
    course: course('Computer Science'),
    closesInDays: 14,
    eligibility: 'Second-year or later computer science students at UNILAG with a CGPA of 4.0 out of 5.0 or higher.',
    howToApply:
      'Apply online with your latest result slip, a GitHub profile or portfolio and a short personal statement.',
    officialUrl: 'https://lekki-tech-hub.example.org/awards/unilag-cs',
  },
  {
    title: 'Nigerian Women in Law Scholarship',
    provider: 'Justice Adaeze Memorial Trust',
    description:
      'Tuition support for women studying law at a Nigerian university, with mentorship from senior advocates during the Nigerian Law School year.',
    amountUsd: 1_200,
    amountMaxUsd: 2_000,
    fields: ['law'],
    levels: ['undergraduate'],
    country: NIGERIA,
    closesInDays: 38,
    eligibility:
      'Women in the third year or later of an LLB at a Nigerian university with a second-class upper standing.',
    howToApply: 'Send your application with a reference from a law lecturer and an essay on access to justice.',
    officialUrl: 'https://adaeze-memorial-trust.example.org/women-in-law',
  },
  {
    title: 'Nairobi Civil Engineering Scholarship',
    provider: 'East Africa Infrastructure Fund',
    description:
      'Full tuition for civil engineering students at the University of Nairobi, paired with site attachments on public infrastructure projects.',
    amountUsd: 3_000,
    fields: ['engineering'],
    levels: ['undergraduate'],
    country: KENYA,
    university: NAIROBI,
    course: course('Civil Engineering'),
    closesInDays: 24,
    eligibility: 'Kenyan citizens in the second or third year of civil engineering who can show financial need.',
    howToApply:
      'Apply through the fund’s portal with a fee statement, transcript and a letter from your chief or area official.',
    officialUrl: 'https://ea-infrastructure-fund.example.org/scholarships/nairobi',
  },
  {
    title: 'Kenya Environmental Governance Master’s Award',
    provider: 'Rift Valley Conservation Trust',
    description:
      'Partial funding for the master’s in environmental governance at the University of Nairobi, with a field research grant.',
    amountUsd: 4_500,
    fields: ['agriculture-environment', 'social-sciences'],
    levels: ['masters'],
    country: KENYA,
    university: NAIROBI,
    course: course('Environmental Governance'),
    closesInDays: 65,
    eligibility:
      'East African citizens admitted to the programme with at least one year of conservation or policy work.',
    howToApply: 'Submit a two-page research concept note with your admission letter and a work reference.',
    officialUrl: 'https://rift-valley-conservation.example.org/awards/environmental-governance',
  },
  {
    title: 'Ashesi Leadership Scholarship',
    provider: 'Volta Scholars Programme',
    description:
      'A full scholarship covering tuition, housing and meals for four years at Ashesi University for talented students who could not otherwise afford it.',
    amountUsd: 18_000,
    amountMaxUsd: 24_000,
    fields: ['computer-science', 'business-economics', 'engineering'],
    levels: ['undergraduate'],
    country: GHANA,
    university: ASHESI,
    closesInDays: 48,
    eligibility: 'African students admitted to Ashesi who show leadership potential and financial need.',
    howToApply: 'Tick the scholarship option in the Ashesi application and complete the financial aid form.',
    officialUrl: 'https://volta-scholars.example.org/ashesi-leadership',
  },
  {
    title: 'Ghana Agricultural Innovation Bursary',
    provider: 'Cocoa Belt Farmers Cooperative',
    description:
      'A bursary for agriculture students at the University of Ghana working on crop yields, soil health or food processing.',
    amountUsd: 1_000,
    fields: ['agriculture-environment'],
    levels: ['undergraduate', 'masters'],
    country: GHANA,
    university: GHANA_LEGON,
    course: course('Agriculture'),
    closesInDays: 11,
    eligibility: 'Ghanaian students in agriculture at the University of Ghana, undergraduate or master’s.',
    howToApply: 'Submit a one-page project idea and your academic record to the cooperative’s education office.',
    officialUrl: 'https://cocoa-belt-coop.example.org/bursary',
  },
  {
    title: 'IIT Bombay Merit-cum-Means Scholarship in Computer Science',
    provider: 'Konkan Technology Trust',
    description:
      'Tuition waiver and monthly stipend for computer science and engineering undergraduates at IIT Bombay from families with limited means.',
    amountUsd: 2_000,
    fields: ['computer-science', 'engineering'],
    levels: ['undergraduate'],
    country: INDIA,
    university: IIT_BOMBAY,
    course: course('Computer Science and Engineering'),
    closesInDays: 16,
    eligibility:
      'B.Tech students in computer science and engineering with a CPI of 8.0 or more and family income under ₹8 lakh.',
    howToApply: 'Apply through the institute’s scholarship portal with an income certificate and grade card.',
    officialUrl: 'https://konkan-tech-trust.example.org/scholarships/iitb-cse',
  },
  {
    title: 'India Young Scientists Doctoral Fellowship',
    provider: 'Deccan Science Academy',
    description:
      'A five-year doctoral fellowship in the natural sciences or mathematics at an Indian research institute, with a contingency grant for equipment and travel.',
    amountUsd: 6_000,
    amountMaxUsd: 7_200,
    fields: ['natural-sciences', 'mathematics'],
    levels: ['phd'],
    country: INDIA,
    closesInDays: 80,
    eligibility: 'Indian nationals under 28 with a master’s in science and a valid national eligibility test score.',
    howToApply: 'Apply online with your test score card, master’s marks and a research statement; interviews follow.',
    officialUrl: 'https://deccan-science-academy.example.org/young-scientists',
  },
  {
    title: 'Holland Excellence Scholarship for International Students',
    provider: 'Delta Education Fund',
    description:
      'A one-off award for non-EU students starting a bachelor’s or master’s at a Dutch research university, applied against tuition in the first year.',
    amountUsd: 5_400,
    fields: [],
    levels: ['undergraduate', 'masters'],
    country: NETHERLANDS,
    closesInDays: 27,
    eligibility:
      'Non-EU/EEA nationals applying for their first degree in the Netherlands who meet the university’s admission requirements.',
    howToApply:
      'Apply to the university first, then send the scholarship form through the university’s international office.',
    officialUrl: 'https://delta-education-fund.example.org/excellence',
  },
  {
    title: 'Global Mathematics Olympiad Alumni Scholarship',
    provider: 'Euler Circle Foundation',
    description:
      'Supports former olympiad participants studying mathematics or statistics anywhere in the world, renewable each year.',
    amountUsd: 3_000,
    amountMaxUsd: 12_000,
    fields: ['mathematics'],
    levels: ['undergraduate'],
    country: US,
    closesInDays: 5,
    eligibility:
      'Students who took part in a national or international mathematics olympiad and are enrolled in a mathematics or statistics degree.',
    howToApply:
      'Send your olympiad certificate, your university enrolment and a solution write-up of a problem you enjoyed.',
    officialUrl: 'https://euler-circle-foundation.example.org/alumni-scholarship',
  },
  {
    title: 'Teachers of Tomorrow Graduate Award',
    provider: 'Open Classroom Alliance',
    description:
      'Funding for a master’s in education for new teachers who commit to teach in a public school for three years after graduating.',
    amountUsd: 9_000,
    fields: ['education'],
    levels: ['masters'],
    country: UK,
    closesInDays: 70,
    eligibility: 'UK residents with a teaching qualification, in their first five years of teaching in a state school.',
    howToApply: 'Apply online with a reference from your head teacher and a lesson plan you designed.',
    officialUrl: 'https://open-classroom-alliance.example.org/graduate-award',
  },
  {
    title: 'Global Public Health Policy Scholarship',
    provider: 'Meridian Health Futures',
    description:
      'Full tuition for the MSc in Global Health Policy at the University of Edinburgh for health professionals from low- and middle-income countries.',
    amountUsd: 32_000,
    fields: ['medicine-health', 'social-sciences'],
    levels: ['masters'],
    country: UK,
    university: EDINBURGH,
    course: course('Global Health Policy'),
    closesInDays: 52,
    eligibility:
      'Health professionals from a low- or middle-income country with an offer for the MSc in Global Health Policy.',
    howToApply:
      'Apply for the MSc, then complete the scholarship statement on the health challenge you want to address.',
    officialUrl: 'https://meridian-health-futures.example.org/scholarships/global-health-policy',
  },
  {
    title: 'Creative Writing and Humanities Fellowship',
    provider: 'Lantern Arts Foundation',
    description:
      'A year-long fellowship for graduate students in literature, history or philosophy writing a book-length project, with a residency week and publishing workshops.',
    amountUsd: 15_000,
    fields: ['arts-humanities'],
    levels: ['masters', 'phd'],
    country: US,
    closesInDays: 85,
    eligibility: 'Graduate students in the humanities at any US university with a writing sample of 20 pages.',
    howToApply: 'Upload your writing sample, a project description and a letter from your adviser.',
    officialUrl: 'https://lantern-arts.example.org/fellowship',
  },
  {
    title: 'Accounting and Finance Pathways Scholarship',
    provider: 'Ledger Professionals Institute',
    description:
      'Helps undergraduates studying accounting or finance pay for tuition and their first professional examination fees.',
    amountUsd: 2_000,
    fields: ['business-economics'],
    levels: ['undergraduate'],
    country: NIGERIA,
    university: LAGOS,
    course: course('Accounting'),
    closesInDays: 31,
    eligibility:
      'Accounting students at the University of Lagos in their second year or later with a CGPA of 3.5 or higher.',
    howToApply: 'Submit the online form with your transcript and a reference from your head of department.',
    officialUrl: 'https://ledger-professionals.example.org/pathways',
  },
];
