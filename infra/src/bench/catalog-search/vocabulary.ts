/**
 * Words the generated catalog is written with: subjects with their topics, academic words, kinds
 * of study material, places and people. Lists are ordered roughly by how common the word is, and
 * the generator picks skewed towards the front, so a few words are everywhere and most are rare,
 * as in real titles.
 */

/** Subjects beyond the seeded ones: [name, acronym]. */
export const EXTRA_SUBJECTS: readonly (readonly [string, string])[] = [
  ['Organic Chemistry', 'OCHEM'],
  ['Biochemistry', 'BIOC'],
  ['Molecular Biology', 'MBIO'],
  ['Genetics', 'GEN'],
  ['Neuroscience', 'NEUR'],
  ['Astronomy', 'ASTR'],
  ['Geology', 'GEOL'],
  ['Geography', 'GEOG'],
  ['Anthropology', 'ANTH'],
  ['Linguistics', 'LING'],
  ['Music Theory', 'MUS'],
  ['Art History', 'ARTH'],
  ['Architecture', 'ARCH'],
  ['Chemical Engineering', 'CHE'],
  ['Aerospace Engineering', 'AERO'],
  ['Biomedical Engineering', 'BME'],
  ['Software Engineering', 'SWE'],
  ['Data Science', 'DS'],
  ['Artificial Intelligence', 'AI'],
  ['Pharmacology', 'PHAR'],
  ['Public Health', 'PH'],
  ['Education', 'EDU'],
  ['Journalism', 'JOUR'],
  ['International Relations', 'IR'],
  ['Criminology', 'CRIM'],
  ['Theology', 'THEO'],
  ['Classics', 'CLAS'],
  ['Spanish', 'SPAN'],
  ['French', 'FREN'],
  ['German', 'GERM'],
  ['Calculus', 'CALC'],
  ['Linear Algebra', 'LALG'],
  ['Discrete Mathematics', 'DMATH'],
  ['Microeconomics', 'MICRO'],
  ['Macroeconomics', 'MACRO'],
  ['Thermodynamics', 'THERMO'],
  ['Quantum Mechanics', 'QM'],
  ['Anatomy', 'ANAT'],
  ['Physiology', 'PHYSL'],
  ['Ecology', 'ECOL'],
];

/** Topic words of titles and questions, most common first. */
export const TOPIC_WORDS: readonly string[] = (
  'calculus chemistry biology physics statistics economics algebra organic introduction principles ' +
  'analysis theory methods fundamentals advanced applied general cell molecular derivatives integrals ' +
  'limits functions equations matrices vectors probability distributions regression hypothesis ' +
  'thermodynamics mechanics kinematics dynamics energy momentum waves optics electricity magnetism ' +
  'circuits quantum relativity atoms bonding reactions kinetics equilibrium acids bases redox ' +
  'electrochemistry spectroscopy stereochemistry synthesis polymers enzymes proteins metabolism ' +
  'genetics evolution ecology photosynthesis respiration mitosis meiosis inheritance dna rna ' +
  'transcription translation immunology microbiology anatomy physiology neurons hormones homeostasis ' +
  'microeconomics macroeconomics supply demand elasticity markets monopoly oligopoly inflation ' +
  'unemployment fiscal monetary policy trade growth accounting finance budgeting valuation bonds ' +
  'stocks portfolio risk derivatives options corporate governance strategy marketing consumer ' +
  'behaviour branding management leadership organisational operations logistics entrepreneurship ' +
  'psychology cognitive developmental social personality abnormal clinical memory perception ' +
  'learning motivation emotion sociology culture identity inequality gender race class religion ' +
  'history ancient medieval modern revolution empire colonial war diplomacy renaissance industrial ' +
  'philosophy ethics logic metaphysics epistemology aesthetics political justice rights democracy ' +
  'constitutional criminal contract tort property international human law legislation courts ' +
  'literature poetry drama novel shakespeare romanticism modernism narrative rhetoric composition ' +
  'programming algorithms data structures databases networks operating systems compilers security ' +
  'cryptography machine intelligence neural networks software engineering design patterns testing ' +
  'web mobile cloud distributed parallel computation complexity automata graphs trees sorting ' +
  'searching recursion dynamic greedy linear nonlinear differential partial ordinary numerical ' +
  'discrete combinatorics topology geometry trigonometry vectors tensors eigenvalues eigenvectors ' +
  'fourier laplace transforms series sequences convergence integration differentiation optimisation ' +
  'stochastic processes markov bayesian inference estimation sampling variance correlation anova ' +
  'nursing pharmacology pathology diagnosis treatment patient care clinical public health ' +
  'epidemiology nutrition surgery cardiology oncology pediatrics psychiatry neurology radiology ' +
  'engineering structures materials fluids heat transfer control signals systems electronics ' +
  'semiconductors power machines robotics manufacturing construction concrete steel soil hydraulics ' +
  'environmental climate sustainability pollution energy renewable conservation biodiversity ' +
  'geology minerals rocks plate tectonics earthquakes volcanoes oceans atmosphere weather ' +
  'astronomy stars galaxies cosmology planets telescopes gravitation orbits spacetime ' +
  'linguistics phonetics phonology syntax semantics pragmatics morphology sociolinguistics ' +
  'anthropology archaeology ethnography kinship ritual music harmony counterpoint rhythm ' +
  'architecture urban planning housing transport infrastructure art painting sculpture ' +
  'education pedagogy curriculum assessment classroom literacy numeracy journalism media ' +
  'communication broadcasting criminology policing prisons victims theology scripture ' +
  'spanish french german grammar vocabulary conjugation translation pronunciation ' +
  'aerobic anaerobic glycolysis krebs cycle membrane transport signalling receptors ' +
  'nucleophilic electrophilic substitution elimination addition aromatic carbonyl alcohols ' +
  'amines esters ketones aldehydes alkenes alkynes chirality isomers titration buffers solubility'
)
  .split(/\s+/)
  .filter(Boolean);

/** What kind of material a title says it is. */
export const MATERIAL_KINDS: readonly string[] = [
  'Lecture Notes',
  'Study Guide',
  'Exam Review',
  'Practice Problems',
  'Summary',
  'Cheat Sheet',
  'Flashcards',
  'Final Exam',
  'Midterm Exam',
  'Worked Solutions',
  'Lab Report',
  'Revision Notes',
  'Chapter Summary',
  'Problem Set',
  'Past Paper',
  'Quiz Answers',
  'Essay Plan',
  'Seminar Notes',
  'Tutorial Sheet',
  'Course Outline',
];

export const CITIES: readonly string[] = (
  'London Manchester Birmingham Leeds Glasgow Edinburgh Bristol Liverpool Sheffield Cardiff Belfast ' +
  'Nottingham Leicester Coventry Bath Exeter York Durham Oxford Cambridge Dublin Cork Galway Paris ' +
  'Lyon Marseille Toulouse Bordeaux Lille Nantes Strasbourg Berlin Munich Hamburg Cologne Frankfurt ' +
  'Stuttgart Leipzig Dresden Heidelberg Freiburg Vienna Graz Zurich Geneva Basel Bern Lausanne Milan ' +
  'Rome Turin Naples Bologna Florence Padua Pisa Madrid Barcelona Valencia Seville Granada Salamanca ' +
  'Lisbon Porto Coimbra Amsterdam Rotterdam Utrecht Leiden Groningen Delft Brussels Leuven Ghent ' +
  'Antwerp Copenhagen Aarhus Oslo Bergen Stockholm Uppsala Lund Gothenburg Helsinki Turku Tampere ' +
  'Warsaw Krakow Wroclaw Prague Brno Budapest Debrecen Bucharest Sofia Athens Thessaloniki Istanbul ' +
  'Ankara Toronto Montreal Vancouver Ottawa Calgary Edmonton Winnipeg Halifax Quebec Boston Chicago ' +
  'Denver Seattle Portland Austin Dallas Houston Phoenix Atlanta Miami Orlando Tampa Nashville ' +
  'Memphis Detroit Cleveland Columbus Cincinnati Pittsburgh Philadelphia Baltimore Richmond Raleigh ' +
  'Charlotte Charleston Savannah Birmingham Tucson Albuquerque Omaha Kansas Minneapolis Milwaukee ' +
  'Madison Iowa Lincoln Wichita Tulsa Oklahoma Louisville Lexington Indianapolis Buffalo Rochester ' +
  'Syracuse Albany Hartford Providence Burlington Sydney Melbourne Brisbane Perth Adelaide Hobart ' +
  'Canberra Darwin Auckland Wellington Christchurch Dunedin Tokyo Osaka Kyoto Nagoya Sapporo Fukuoka ' +
  'Seoul Busan Daejeon Beijing Shanghai Nanjing Wuhan Chengdu Hangzhou Singapore Kuala Lumpur ' +
  'Bangkok Manila Jakarta Delhi Mumbai Bangalore Chennai Kolkata Hyderabad Pune Karachi Lahore ' +
  'Dhaka Colombo Cairo Alexandria Nairobi Lagos Accra Johannesburg Pretoria Durban Cape Town Santiago ' +
  'Lima Bogota Quito Caracas Buenos Aires Cordoba Montevideo Sao Paulo Rio Brasilia Mexico Guadalajara ' +
  'Monterrey Puebla Havana'
)
  .split(/\s+/)
  .filter(Boolean);

export const UNIVERSITY_PATTERNS: readonly string[] = [
  'University of {city}',
  '{city} State University',
  '{city} Institute of Technology',
  '{city} Metropolitan University',
  '{city} College',
  'Technical University of {city}',
];

export const COURSE_PREFIXES: readonly string[] = [
  'Introduction to',
  'Foundations of',
  'Advanced',
  'Applied',
  'Topics in',
  'Principles of',
  'Methods in',
  'Seminar in',
];

export const SURNAMES: readonly string[] = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez ' +
  'Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark ' +
  'Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams ' +
  'Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Muller Schmidt Schneider Fischer Weber ' +
  'Meyer Wagner Becker Schulz Hoffmann Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci ' +
  'Dubois Durand Leroy Moreau Laurent Simon Michel Lefebvre Tanaka Suzuki Takahashi Watanabe Ito ' +
  'Yamamoto Nakamura Kim Park Choi Chen Wang Zhang Liu Yang Huang Zhao Wu Zhou Singh Kumar Sharma ' +
  'Patel Gupta Khan Ali Ahmed Hassan Ibrahim Okafor Mensah Silva Santos Oliveira Souza Costa Pereira'
)
  .split(/\s+/)
  .filter(Boolean);

export const FIRST_NAMES: readonly string[] = (
  'James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard ' +
  'Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony Betty Mark ' +
  'Margaret Paul Sandra Steven Ashley Andrew Emily Joshua Donna Kevin Michelle Brian Carol George ' +
  'Amanda Timothy Melissa Ronald Deborah Jason Stephanie Ryan Rebecca Jacob Laura Gary Helen Nicholas ' +
  'Sharon Eric Cynthia Jonathan Kathleen Aiko Hana Wei Mei Arjun Priya Omar Fatima Chidi Amara Lucas ' +
  'Sofia Mateo Valentina Luca Giulia Hugo Chloe Lena Felix Noah Emma Liam Olivia Elias Mila'
)
  .split(/\s+/)
  .filter(Boolean);

/** Openings of generated homework questions; `{a}` and `{b}` are topic words. */
export const QUESTION_TEMPLATES: readonly string[] = [
  'What is the difference between {a} and {b}?',
  'How do you calculate {a} in a {b} problem?',
  'Explain why {a} matters for {b}.',
  'Can someone explain {a} and {b} with an example?',
  'Why does {a} affect {b} the way it does?',
  'How is {a} used in {b}?',
  'What are the main steps of {a} analysis in {b}?',
  'Give two examples of {a} in {b} and explain them.',
];
