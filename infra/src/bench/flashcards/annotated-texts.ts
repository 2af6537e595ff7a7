/**
 * Short study texts written for this benchmark (original text, not taken from any source), each with
 * the key terms a teacher would put on flashcards for it. A term may list spellings that name the
 * same thing, separated by "|" ("ATP|adenosine triphosphate"). The extractor's rules and word lists
 * were tuned on the misses of texts 1, 3, 5 ...; texts 2, 4, 6 ... were scored during development
 * too, but no rule or word list was made from their misses (the bench reports both halves).
 */
export interface AnnotatedText {
  subject: string;
  title: string;
  text: string;
  keyTerms: string[];
}

export const ANNOTATED_TEXTS: readonly AnnotatedText[] = [
  {
    subject: 'biology',
    title: 'Photosynthesis',
    text: `Photosynthesis is the process by which green plants use light energy to make glucose from carbon dioxide and water. It takes place in the chloroplasts, small organelles found mostly in the cells of leaves. Chlorophyll is the green pigment that absorbs red and blue light and reflects green light.

Photosynthesis happens in two stages. The light-dependent reactions take place in the thylakoid membranes, where light energy splits water molecules and releases oxygen as a by-product. These reactions also produce ATP and NADPH, which carry energy to the second stage. The Calvin cycle takes place in the stroma, the fluid that surrounds the thylakoids. In the Calvin cycle, the enzyme rubisco fixes carbon dioxide into organic molecules, and ATP and NADPH are used to build glucose.

The rate of photosynthesis depends on light intensity, the concentration of carbon dioxide and temperature. A limiting factor is whichever of these is in shortest supply and so holds the rate back.`,
    keyTerms: [
      'photosynthesis',
      'chloroplast',
      'chlorophyll',
      'light-dependent reactions|light-dependent reaction',
      'thylakoid membrane|thylakoid',
      'Calvin cycle',
      'stroma',
      'rubisco',
      'ATP',
      'NADPH',
      'glucose',
      'limiting factor',
      'light energy',
      'carbon dioxide',
      'oxygen',
      'pigment',
      'light intensity',
    ],
  },
  {
    subject: 'history',
    title: 'The causes of the First World War',
    text: `Historians often group the long-term causes of the First World War under four headings: militarism, alliances, imperialism and nationalism. Militarism is the belief that a country should build up strong armed forces and be ready to use them. Before 1914 the great powers competed in an arms race, and Britain and Germany raced to build dreadnought battleships.

Europe was divided into two alliance systems. The Triple Entente joined France, Russia and Britain, while the Triple Alliance joined Germany, Austria-Hungary and Italy. Imperialism, the drive to win colonies and empire, created rivalries in Africa and Asia. Nationalism, a strong loyalty to one's own nation, was especially powerful in the Balkans, where Slav peoples wanted independence from Austria-Hungary.

The short-term trigger was the assassination of Archduke Franz Ferdinand in Sarajevo on 28 June 1914 by Gavrilo Princip, a Bosnian Serb nationalist. Austria-Hungary sent an ultimatum to Serbia, and within weeks the alliance system had drawn the great powers into war. Germany followed the Schlieffen Plan, which aimed to defeat France quickly by marching through Belgium.`,
    keyTerms: [
      'militarism',
      'alliance system|alliances',
      'imperialism',
      'nationalism',
      'arms race',
      'dreadnought|dreadnought battleships',
      'Triple Entente',
      'Triple Alliance',
      'Archduke Franz Ferdinand|Franz Ferdinand',
      'Gavrilo Princip',
      'Sarajevo',
      'ultimatum',
      'Schlieffen Plan',
      'Balkans',
      'Austria-Hungary',
      'great powers',
      'First World War',
    ],
  },
  {
    subject: 'economics',
    title: 'Supply, demand and market equilibrium',
    text: `In a market economy, prices are set by the interaction of buyers and sellers. Demand is the quantity of a good that consumers are willing and able to buy at each price. The law of demand states that, other things being equal, the quantity demanded falls as the price rises. A demand curve shows this relationship and usually slopes downwards.

Supply is the quantity that producers are willing to sell at each price. Because higher prices make production more profitable, the supply curve usually slopes upwards. The market reaches equilibrium where the two curves cross: at the equilibrium price, the quantity demanded equals the quantity supplied.

If the price is above equilibrium, there is a surplus, and sellers cut prices to clear their stock. If it is below, there is a shortage, and buyers bid prices up. Price elasticity of demand measures how strongly the quantity demanded responds to a change in price. Goods with close substitutes tend to have elastic demand, while necessities such as salt or basic medicine have inelastic demand. A government price ceiling, a legal maximum price set below equilibrium, creates a lasting shortage.`,
    keyTerms: [
      'demand',
      'supply',
      'law of demand',
      'demand curve',
      'supply curve',
      'equilibrium|market equilibrium',
      'equilibrium price',
      'surplus',
      'shortage',
      'price elasticity of demand|elasticity',
      'substitutes|close substitutes',
      'price ceiling',
      'quantity demanded',
      'quantity supplied',
      'market economy',
      'inelastic demand',
      'elastic demand',
    ],
  },
  {
    subject: 'physics',
    title: "Newton's laws of motion",
    text: `Isaac Newton described how forces change the motion of objects in three laws. A force is a push or a pull, measured in newtons. Newton's first law says that an object stays at rest or keeps moving at a constant velocity unless a resultant force acts on it. This tendency to resist changes in motion is called inertia, and an object with more mass has more inertia.

Newton's second law links force, mass and acceleration: the resultant force on an object equals its mass multiplied by its acceleration, written F = ma. Acceleration is the rate of change of velocity. Velocity differs from speed because velocity also has a direction, which makes it a vector quantity.

Newton's third law states that when one object exerts a force on a second object, the second exerts an equal and opposite force on the first. These force pairs act on different objects, so they do not cancel out. Friction is a force that opposes motion between surfaces in contact. Weight is the force of gravity acting on a mass; on Earth, the gravitational field strength is about 9.8 newtons per kilogram.`,
    keyTerms: [
      'force',
      'newton',
      "Newton's first law|first law",
      "Newton's second law|second law",
      "Newton's third law|third law",
      'inertia',
      'mass',
      'acceleration',
      'velocity',
      'resultant force',
      'vector quantity|vector',
      'friction',
      'weight',
      'gravitational field strength',
      'gravity',
      'speed',
      'Isaac Newton',
    ],
  },
  {
    subject: 'law',
    title: 'The elements of a contract',
    text: `A contract is a legally binding agreement between two or more parties. For an agreement to be enforceable, the law usually requires four elements: offer, acceptance, consideration and an intention to create legal relations.

An offer is a clear statement of the terms on which a person is willing to be bound. It must be distinguished from an invitation to treat, such as goods displayed in a shop window or an advertisement, which only invites others to make offers. Acceptance is the unconditional agreement to all the terms of the offer. If the reply changes the terms, it is a counter-offer, which rejects the original offer.

Consideration is something of value that each party gives or promises in exchange, such as money, goods or a service. The courts presume that commercial agreements are meant to be legally binding, while social and domestic arrangements between family or friends are presumed not to be. Even where all four elements are present, a contract may be void for illegality or voidable because of misrepresentation, duress or undue influence. A breach of contract occurs when a party fails to perform its obligations, and the injured party may claim damages.`,
    keyTerms: [
      'contract',
      'offer',
      'acceptance',
      'consideration',
      'intention to create legal relations',
      'invitation to treat',
      'counter-offer',
      'misrepresentation',
      'duress',
      'undue influence',
      'breach of contract',
      'damages',
      'void',
      'voidable',
      'illegality',
      'parties|party',
      'legally binding agreement',
    ],
  },
  {
    subject: 'computer science',
    title: 'Sorting algorithms',
    text: `An algorithm is a finite sequence of steps that solves a problem. Sorting algorithms put the items of a list into order, and computer scientists compare them by their time complexity, which describes how the running time grows with the size of the input. Big O notation expresses this growth rate, ignoring constant factors.

Bubble sort repeatedly steps through the list, compares adjacent items and swaps them if they are in the wrong order. It is simple but has a time complexity of O(n²), so it is slow for large lists. Insertion sort builds the sorted list one item at a time and works well on data that is nearly sorted.

Merge sort is a divide-and-conquer algorithm: it splits the list into halves, sorts each half recursively and then merges the sorted halves. Its time complexity is O(n log n) in every case, but it needs extra memory. Quicksort chooses a pivot, partitions the other items into those smaller and larger than the pivot, and sorts each partition recursively. A sorting algorithm is stable if it keeps items with equal keys in their original order. Recursion, in which a function calls itself on a smaller version of the problem, is central to both merge sort and quicksort.`,
    keyTerms: [
      'algorithm',
      'sorting algorithm',
      'time complexity',
      'Big O notation',
      'bubble sort',
      'insertion sort',
      'merge sort',
      'quicksort',
      'divide-and-conquer|divide and conquer',
      'pivot',
      'partition',
      'stable sorting algorithm|stable',
      'recursion',
      'O(n log n)',
      'growth rate',
    ],
  },
  {
    subject: 'chemistry',
    title: 'Chemical bonding',
    text: `Atoms join together by forming chemical bonds, and the type of bond depends on how the electrons in their outer shells are shared or transferred. Valence electrons are the electrons in the outermost shell of an atom, and they take part in bonding.

An ionic bond forms when one atom transfers electrons to another. Metals tend to lose electrons and become positive ions, called cations, while non-metals gain electrons and become negative ions, called anions. The oppositely charged ions attract each other strongly, so ionic compounds such as sodium chloride have high melting points and conduct electricity when molten or dissolved.

A covalent bond forms when two non-metal atoms share a pair of electrons. Molecules such as water and methane are held together by covalent bonds. Electronegativity is the ability of an atom to attract the shared electrons in a bond. When two atoms differ in electronegativity, the bond is polar, and the molecule may have a partial positive end and a partial negative end. In metallic bonding, positive metal ions sit in a sea of delocalised electrons, which explains why metals conduct electricity and can be hammered into shape.`,
    keyTerms: [
      'chemical bond|bond',
      'valence electrons',
      'ionic bond',
      'cation',
      'anion',
      'ionic compound',
      'covalent bond',
      'molecule',
      'electronegativity',
      'polar bond|polar',
      'metallic bonding',
      'delocalised electrons',
      'ion',
      'electron',
      'outer shell|outermost shell',
      'sodium chloride',
      'melting point',
    ],
  },
  {
    subject: 'geography',
    title: 'Plate tectonics',
    text: `The theory of plate tectonics explains the movement of the Earth's surface. The lithosphere, the rigid outer layer made of the crust and the upper mantle, is broken into large pieces called tectonic plates. These plates float on the asthenosphere, a softer layer of the mantle, and move a few centimetres each year, driven by convection currents in the mantle.

Plates meet at plate boundaries. At a divergent boundary, plates move apart and magma rises to form new crust, as along the Mid-Atlantic Ridge. At a convergent boundary, plates move towards each other. When oceanic crust meets continental crust, the denser oceanic plate sinks beneath the other in a process called subduction, which creates deep ocean trenches and chains of volcanoes. When two continental plates collide, the crust crumples upwards into fold mountains such as the Himalayas.

At a transform boundary, also called a conservative boundary, plates slide past each other. Pressure builds up until the rocks suddenly slip, causing an earthquake. The point inside the Earth where an earthquake starts is the focus, and the point on the surface directly above it is the epicentre.`,
    keyTerms: [
      'plate tectonics',
      'lithosphere',
      'tectonic plates|plates',
      'asthenosphere',
      'mantle',
      'convection currents',
      'plate boundary|plate boundaries',
      'divergent boundary',
      'convergent boundary',
      'subduction',
      'oceanic crust',
      'continental crust',
      'fold mountains',
      'transform boundary|conservative boundary',
      'earthquake',
      'focus',
      'epicentre',
      'magma',
      'Mid-Atlantic Ridge',
      'crust',
      'ocean trenches|trench',
    ],
  },
  {
    subject: 'psychology',
    title: 'Memory',
    text: `Psychologists describe memory as the process of encoding, storing and retrieving information. Encoding is the way information is changed into a form that can be stored. The multi-store model, proposed by Atkinson and Shiffrin, divides memory into three stores: sensory memory, short-term memory and long-term memory.

Sensory memory holds information from the senses for a fraction of a second. If we pay attention to it, the information passes to short-term memory, which has a limited capacity of about seven items and lasts around eighteen seconds without rehearsal. Rehearsal, repeating information over and over, helps to transfer it into long-term memory, which has a very large capacity and can last a lifetime.

Forgetting can happen through interference, when other memories disrupt the one we want to recall, or through retrieval failure, when the right cue is missing. The serial position effect shows that people remember the first and last items of a list better than those in the middle. Chunking, grouping items into larger meaningful units, lets short-term memory hold more information. Spaced repetition, reviewing material at increasing intervals, is one of the most reliable ways to strengthen long-term memory.`,
    keyTerms: [
      'memory',
      'encoding',
      'multi-store model',
      'Atkinson and Shiffrin',
      'sensory memory',
      'short-term memory',
      'long-term memory',
      'capacity',
      'rehearsal',
      'interference',
      'retrieval failure',
      'serial position effect',
      'chunking',
      'spaced repetition',
      'forgetting',
      'attention',
      'retrieval|retrieving',
      'cue',
    ],
  },
  {
    subject: 'civics',
    title: 'The separation of powers',
    text: `The separation of powers is the principle that the powers of government should be divided among separate branches, so that no single person or group holds all authority. The idea is often linked to the French philosopher Montesquieu, who argued that liberty is safest when power is shared.

Most constitutions describe three branches. The legislature makes the laws; in many countries it is a parliament with two chambers, a structure known as bicameralism. The executive carries out the laws and runs the day-to-day business of government, led by a president or a prime minister. The judiciary interprets the laws and settles disputes through the courts.

Checks and balances allow each branch to limit the others. For example, the legislature may pass a law, the head of the executive may veto it, and the courts may strike it down if it breaks the constitution, a power called judicial review. A constitution is the set of fundamental rules that sets up these branches and protects citizens' rights. The rule of law means that everyone, including the government itself, is subject to the law.`,
    keyTerms: [
      'separation of powers',
      'branches of government|branches',
      'Montesquieu',
      'legislature',
      'bicameralism',
      'executive',
      'judiciary',
      'checks and balances',
      'veto',
      'judicial review',
      'constitution',
      'rule of law',
      'parliament',
      'courts',
      'liberty',
      'prime minister',
      'president',
    ],
  },
  {
    subject: 'biology',
    title: 'Cell division',
    text: `Cells reproduce by dividing. Mitosis is the type of cell division that produces two genetically identical daughter cells, each with the same number of chromosomes as the parent cell. It is used for growth, repair and asexual reproduction. Before a cell divides, it copies its DNA during interphase, so that each chromosome consists of two identical sister chromatids joined at the centromere.

Mitosis has four main stages. In prophase the chromosomes condense and the nuclear membrane breaks down. In metaphase the chromosomes line up along the middle of the cell, attached to the spindle fibres. In anaphase the sister chromatids are pulled to opposite poles, and in telophase new nuclear membranes form around the two sets of chromosomes. Cytokinesis then divides the cytoplasm into two cells.

Meiosis is a different kind of division that produces gametes, the sex cells. It involves two divisions and produces four cells that are haploid, meaning they carry only one set of chromosomes, while body cells are diploid. During meiosis, crossing over between homologous chromosomes mixes genes and creates genetic variation.`,
    keyTerms: [
      'mitosis',
      'cell division',
      'daughter cells',
      'chromosome',
      'interphase',
      'DNA',
      'sister chromatids|chromatid',
      'centromere',
      'prophase',
      'metaphase',
      'anaphase',
      'telophase',
      'spindle fibres',
      'cytokinesis',
      'meiosis',
      'gametes',
      'haploid',
      'diploid',
      'crossing over',
      'homologous chromosomes',
      'genetic variation',
      'nuclear membrane',
      'asexual reproduction',
    ],
  },
  {
    subject: 'literature',
    title: 'Elements of poetry',
    text: `Poets shape meaning through sound, rhythm and imagery. Metre is the regular pattern of stressed and unstressed syllables in a line of verse. The most common metre in English is iambic pentameter, in which each line has five iambs; an iamb is a unit of one unstressed syllable followed by a stressed one. Shakespeare wrote most of his plays and sonnets in iambic pentameter.

A sonnet is a poem of fourteen lines with a fixed rhyme scheme. The Petrarchan sonnet divides into an octave and a sestet, and the shift in argument between them is called the volta. A rhyme scheme is the pattern of rhymes at the ends of lines, written with letters such as ABAB.

Figurative language goes beyond the literal meaning of words. A metaphor describes one thing as if it were another, while a simile makes the comparison openly with "like" or "as". Personification gives human qualities to objects or ideas. Alliteration is the repetition of the same consonant sound at the start of nearby words. Enjambment occurs when a sentence runs over the end of a line without a pause, and a caesura is a pause in the middle of a line.`,
    keyTerms: [
      'metre',
      'iambic pentameter',
      'iamb',
      'stressed syllable|stressed and unstressed syllables|syllable',
      'sonnet',
      'Petrarchan sonnet',
      'octave',
      'sestet',
      'volta',
      'rhyme scheme',
      'figurative language',
      'metaphor',
      'simile',
      'personification',
      'alliteration',
      'enjambment',
      'caesura',
      'imagery',
      'verse',
      'Shakespeare',
    ],
  },
  {
    subject: 'statistics',
    title: 'Describing data',
    text: `Descriptive statistics summarise a set of data. Measures of central tendency describe a typical value. The mean is the sum of the values divided by the number of values. The median is the middle value when the data are put in order, and the mode is the value that occurs most often. The median is less affected than the mean by outliers, values that lie far from the rest of the data.

Measures of spread describe how far the data are scattered. The range is the difference between the largest and the smallest value. The interquartile range is the difference between the upper quartile and the lower quartile, and it covers the middle half of the data. The standard deviation measures the typical distance of the values from the mean; its square is called the variance.

Many natural measurements follow a normal distribution, a symmetric bell-shaped curve in which about 68 percent of values lie within one standard deviation of the mean. A sample is a group selected from a larger population, and a random sample gives every member of the population an equal chance of being chosen, which reduces bias.`,
    keyTerms: [
      'descriptive statistics',
      'central tendency|measures of central tendency',
      'mean',
      'median',
      'mode',
      'outliers|outlier',
      'measures of spread|spread',
      'range',
      'interquartile range',
      'upper quartile|quartile',
      'lower quartile',
      'standard deviation',
      'variance',
      'normal distribution',
      'sample',
      'population',
      'random sample',
      'bias',
    ],
  },
  {
    subject: 'earth science',
    title: 'The water cycle',
    text: `The water cycle, also called the hydrological cycle, describes the continuous movement of water between the oceans, the atmosphere and the land. The sun drives the cycle by heating the surface of the oceans. Evaporation is the change of liquid water into water vapour, and plants add more vapour to the air through transpiration, the loss of water from their leaves.

As moist air rises, it cools, and the vapour turns back into tiny droplets by condensation, forming clouds. When the droplets grow heavy enough they fall as precipitation, which includes rain, snow, sleet and hail. Some precipitation flows over the ground as surface runoff into streams and rivers. Some soaks into the soil by infiltration and moves down to become groundwater, which is stored in porous rocks called aquifers.

A drainage basin is the area of land drained by a river and its tributaries, and its edge is the watershed. Human activity changes the cycle: cutting down forests reduces transpiration, and paving cities increases runoff, which raises the risk of flooding.`,
    keyTerms: [
      'water cycle|hydrological cycle',
      'evaporation',
      'water vapour',
      'transpiration',
      'condensation',
      'clouds',
      'precipitation',
      'surface runoff|runoff',
      'infiltration',
      'groundwater',
      'aquifer',
      'drainage basin',
      'tributaries|tributary',
      'watershed',
      'flooding',
      'atmosphere',
    ],
  },
  {
    subject: 'history',
    title: 'The French Revolution',
    text: `The French Revolution began in 1789 and overturned the absolute monarchy of Louis XVI. Under the Ancien Régime, French society was divided into three estates: the clergy, the nobility and the Third Estate, which included everyone else and paid most of the taxes. A financial crisis forced the king to call the Estates-General, an assembly of the three estates, for the first time since 1614.

The representatives of the Third Estate declared themselves the National Assembly and swore the Tennis Court Oath, promising not to separate until France had a constitution. On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison that stood for royal tyranny. The Assembly then issued the Declaration of the Rights of Man and of the Citizen, which proclaimed liberty and equality before the law.

After France became a republic in 1792, the king was executed. The radical Jacobins, led by Maximilien Robespierre, ran the Committee of Public Safety during the Reign of Terror, when thousands of suspected enemies of the revolution were executed by the guillotine. The revolution ended when Napoleon Bonaparte seized power in 1799.`,
    keyTerms: [
      'French Revolution',
      'absolute monarchy',
      'Louis XVI',
      'Ancien Régime',
      'estates|three estates',
      'clergy',
      'nobility',
      'Third Estate',
      'Estates-General',
      'National Assembly',
      'Tennis Court Oath',
      'Bastille',
      'Declaration of the Rights of Man and of the Citizen|Declaration of the Rights of Man',
      'republic',
      'Jacobins',
      'Maximilien Robespierre|Robespierre',
      'Committee of Public Safety',
      'Reign of Terror',
      'guillotine',
      'Napoleon Bonaparte|Napoleon',
      'financial crisis',
    ],
  },
  {
    subject: 'computer science',
    title: 'Computer networks',
    text: `A computer network is a group of devices connected so that they can exchange data. A local area network (LAN) covers a small area such as a home or a school, while a wide area network (WAN) connects networks across large distances; the internet is the largest WAN.

Devices communicate by following protocols, agreed sets of rules for formatting and sending data. The Internet Protocol (IP) gives every device an IP address and routes packets, small units of data, across the network. The Transmission Control Protocol (TCP) breaks messages into packets, numbers them and checks that they all arrive, resending any that are lost. A router forwards packets between networks, choosing a path for each one, while a switch connects devices within a single local network.

The Domain Name System (DNS) translates human-readable domain names into IP addresses. Bandwidth is the amount of data that can be sent per second, and latency is the delay before data begins to arrive. A firewall monitors incoming and outgoing traffic and blocks connections that break its security rules. Encryption scrambles data so that only someone with the right key can read it.`,
    keyTerms: [
      'computer network|network',
      'local area network|LAN',
      'wide area network|WAN',
      'internet',
      'protocol',
      'Internet Protocol|IP',
      'IP address',
      'packet',
      'Transmission Control Protocol|TCP',
      'router',
      'switch',
      'Domain Name System|DNS',
      'domain name',
      'bandwidth',
      'latency',
      'firewall',
      'encryption',
    ],
  },
  {
    subject: 'economics',
    title: 'Inflation and monetary policy',
    text: `Inflation is a sustained rise in the general price level of goods and services over time. It is usually measured by a consumer price index, which tracks the cost of a typical basket of goods bought by households. When inflation is high, each unit of money buys less, so the purchasing power of savings falls. Deflation, a general fall in prices, can also harm an economy because people delay spending.

Economists distinguish demand-pull inflation, caused by total demand growing faster than the economy can produce, from cost-push inflation, caused by rising costs of production such as wages or oil prices.

Most countries give an independent central bank the task of keeping inflation low and stable, often at a target of about two percent. The main tool of monetary policy is the interest rate. Raising interest rates makes borrowing more expensive and saving more attractive, which reduces spending and eases inflation. Lowering rates has the opposite effect and is used to support growth during a recession. In a crisis, a central bank may also use quantitative easing, creating new money to buy government bonds and push long-term interest rates down. Fiscal policy, by contrast, uses government spending and taxation.`,
    keyTerms: [
      'inflation',
      'general price level|price level',
      'consumer price index',
      'basket of goods',
      'purchasing power',
      'deflation',
      'demand-pull inflation',
      'cost-push inflation',
      'central bank',
      'monetary policy',
      'interest rate',
      'recession',
      'quantitative easing',
      'government bonds',
      'fiscal policy',
      'taxation',
      'government spending',
      'borrowing',
    ],
  },
];
