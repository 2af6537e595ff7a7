/**
 * What the demo documents teach, per topic of subjects.data.ts: an overview, the key concepts and
 * worked questions. Plain Latin-1 text (no Greek letters or math symbols), as the PDF fonts draw it.
 */
export interface TopicKnowledge {
  overview: string;
  concepts: readonly (readonly [term: string, explanation: string])[];
  questions: readonly (readonly [question: string, answer: string])[];
}

export const TOPIC_KNOWLEDGE: Readonly<Record<string, TopicKnowledge>> = {
  'Calculus I: Limits and Derivatives': {
    overview:
      'Differential calculus studies how quantities change. The limit makes "arbitrarily close" precise, and the derivative, defined as a limit of difference quotients, measures the instantaneous rate of change and the slope of the tangent line.',
    concepts: [
      [
        'Limit',
        'lim f(x) as x -> a equals L when f(x) can be made as close to L as we like by taking x close enough to a (but not equal to a).',
      ],
      [
        'Continuity',
        'f is continuous at a when f(a) is defined, the limit at a exists, and the two are equal. Polynomials, sin and exp are continuous everywhere.',
      ],
      [
        'Derivative',
        "f'(a) = lim [f(a + h) - f(a)] / h as h -> 0. If the limit exists, f is differentiable at a, and differentiable functions are continuous.",
      ],
      [
        'Differentiation rules',
        "Power rule d/dx x^n = n x^(n-1); product rule (fg)' = f'g + fg'; quotient rule (f/g)' = (f'g - fg') / g²; chain rule d/dx f(g(x)) = f'(g(x)) g'(x).",
      ],
      [
        'Applications',
        "Critical points (f' = 0 or undefined) locate local extrema; the second derivative tests concavity; related rates and linear approximation follow from the chain rule.",
      ],
    ],
    questions: [
      [
        'Evaluate lim (x² - 9) / (x - 3) as x -> 3.',
        'Factor: (x - 3)(x + 3) / (x - 3) = x + 3 for x != 3, so the limit is 6.',
      ],
      ['Differentiate f(x) = x³ sin x.', "Product rule: f'(x) = 3x² sin x + x³ cos x."],
      [
        'Find the maximum of f(x) = -x² + 4x + 1.',
        "f'(x) = -2x + 4 = 0 gives x = 2; f''(x) = -2 < 0, so the maximum is f(2) = 5.",
      ],
    ],
  },
  'Linear Algebra: Eigenvalues and Eigenvectors': {
    overview:
      'An eigenvector of a square matrix A is a non-zero vector whose direction A does not change: Av = lambda v. Eigenvalues reveal how a linear map stretches space and are the key to diagonalisation, differential equations and principal component analysis.',
    concepts: [
      [
        'Characteristic equation',
        'The eigenvalues are the roots of det(A - lambda I) = 0, a polynomial of degree n for an n × n matrix.',
      ],
      [
        'Eigenspace',
        'For each eigenvalue, the eigenvectors together with the zero vector form the null space of (A - lambda I).',
      ],
      [
        'Diagonalisation',
        'A = P D P^-1 with D diagonal exactly when A has n linearly independent eigenvectors (the columns of P). Then A^k = P D^k P^-1.',
      ],
      [
        'Symmetric matrices',
        'A real symmetric matrix has real eigenvalues and an orthonormal basis of eigenvectors (the spectral theorem).',
      ],
      ['Trace and determinant', 'The sum of the eigenvalues equals the trace of A; their product equals det(A).'],
    ],
    questions: [
      ['Find the eigenvalues of [[2, 1], [1, 2]].', 'det = (2 - lambda)² - 1 = 0, so lambda = 1 or lambda = 3.'],
      ['Find an eigenvector for lambda = 3 of the same matrix.', '(A - 3I)v = 0 gives -x + y = 0, so v = (1, 1).'],
      [
        'Why is a matrix with eigenvalue 0 not invertible?',
        'Av = 0 for a non-zero v, so A has a non-trivial null space and det(A) = 0.',
      ],
    ],
  },
  'Probability and Statistics Fundamentals': {
    overview:
      'Probability models uncertainty with numbers between 0 and 1; statistics uses data to learn about the process that produced it. Random variables, their distributions and the rules for combining events are the common language of both.',
    concepts: [
      [
        'Axioms and complement',
        'P(S) = 1, probabilities are non-negative, and disjoint events add. Hence P(not A) = 1 - P(A).',
      ],
      ['Conditional probability', 'P(A | B) = P(A and B) / P(B). Events are independent when P(A and B) = P(A) P(B).'],
      [
        "Bayes' theorem",
        'P(A | B) = P(B | A) P(A) / P(B): it reverses a conditional probability, as in diagnostic testing.',
      ],
      [
        'Expectation and variance',
        'E[X] is the probability-weighted mean; Var(X) = E[X²] - (E[X])² measures spread. E is linear: E[aX + b] = aE[X] + b.',
      ],
      [
        'Normal distribution',
        'The bell curve with mean mu and standard deviation sigma; about 68%, 95% and 99.7% of values lie within 1, 2 and 3 standard deviations.',
      ],
    ],
    questions: [
      [
        'Two fair dice are rolled. What is P(sum = 7)?',
        'Six of the 36 equally likely outcomes sum to 7, so the probability is 1/6.',
      ],
      [
        'A test is 99% sensitive and 95% specific; 1% of people have the disease. What is P(disease | positive)?',
        'P = 0.99 × 0.01 / (0.99 × 0.01 + 0.05 × 0.99) = 0.0099 / 0.0594, about 0.17.',
      ],
      [
        'X takes values 0 and 1 with P(X = 1) = 0.3. Find E[X] and Var(X).',
        'E[X] = 0.3; E[X²] = 0.3, so Var(X) = 0.3 - 0.09 = 0.21.',
      ],
    ],
  },
  'Classical Mechanics: Newton’s Laws': {
    overview:
      "Newton's three laws connect forces to motion. With free body diagrams and the second law written along chosen axes, they solve most problems of particles on inclines, pulleys, springs and circular paths.",
    concepts: [
      [
        'First law',
        'A body stays at rest or in uniform straight-line motion unless a net external force acts on it (inertia).',
      ],
      ['Second law', 'The net force equals mass times acceleration, F = ma, applied separately to each component.'],
      ['Third law', 'Forces come in equal and opposite pairs acting on different bodies.'],
      [
        'Friction',
        'Static friction adjusts up to mu_s N; kinetic friction is mu_k N and opposes the relative sliding.',
      ],
      [
        'Circular motion',
        'An object moving at speed v on a circle of radius r needs a net inward (centripetal) force m v² / r.',
      ],
    ],
    questions: [
      [
        'A 2 kg block slides down a frictionless 30° incline. Find its acceleration.',
        'Along the incline a = g sin 30° = 9.8 × 0.5 = 4.9 m/s².',
      ],
      [
        'A 1000 kg car takes a 50 m radius bend at 15 m/s. What friction force is needed?',
        'F = m v² / r = 1000 × 225 / 50 = 4500 N, directed towards the centre.',
      ],
      [
        'Why do you lurch forward when a bus brakes?',
        'By the first law your body keeps moving forward while the bus decelerates; the seat or floor must supply a force to slow you.',
      ],
    ],
  },
  'Electromagnetism and Maxwell’s Equations': {
    overview:
      "Maxwell's four equations unify electricity, magnetism and light. Charges produce electric fields, currents and changing electric fields produce magnetic fields, and changing magnetic fields induce electric fields, which together allow electromagnetic waves.",
    concepts: [
      [
        "Gauss's law",
        'The electric flux through a closed surface equals the enclosed charge divided by epsilon_0. With symmetry it gives fields of spheres, lines and planes.',
      ],
      [
        'No magnetic monopoles',
        'The magnetic flux through any closed surface is zero: field lines of B always close on themselves.',
      ],
      [
        "Faraday's law",
        "A changing magnetic flux induces an EMF equal to minus its rate of change; the minus sign is Lenz's law.",
      ],
      [
        'Ampere-Maxwell law',
        'The circulation of B around a loop is mu_0 times the current through it plus the displacement current epsilon_0 dPhi_E/dt.',
      ],
      [
        'Electromagnetic waves',
        'In vacuum the equations give waves travelling at c = 1 / sqrt(mu_0 epsilon_0), about 3 × 10^8 m/s.',
      ],
    ],
    questions: [
      [
        'Find the field outside a uniformly charged sphere of charge Q.',
        "By Gauss's law E × 4 pi r² = Q / epsilon_0, so E = Q / (4 pi epsilon_0 r²), as if all charge sat at the centre.",
      ],
      [
        'A magnet is pushed into a coil. Which way does the induced current flow?',
        'So that its own magnetic field opposes the increase in flux (Lenz), pushing back on the magnet.',
      ],
      [
        'Why was the displacement current needed?',
        "Without it Ampere's law gives contradictory answers for a charging capacitor, and the equations would not predict waves.",
      ],
    ],
  },
  'Thermodynamics and Heat Engines': {
    overview:
      'Thermodynamics describes energy, heat and work in systems of many particles. Its laws set hard limits on engines and refrigerators, and entropy explains why natural processes run in one direction.',
    concepts: [
      ['First law', 'The change in internal energy equals heat added minus work done by the system: dU = Q - W.'],
      [
        'Second law',
        'Heat does not flow spontaneously from cold to hot, and no cyclic engine converts heat entirely into work.',
      ],
      ['Entropy', 'dS = dQ_rev / T. The entropy of an isolated system never decreases.'],
      [
        'Carnot efficiency',
        'The most efficient engine between reservoirs at T_h and T_c has efficiency 1 - T_c / T_h (temperatures in kelvin).',
      ],
      [
        'Ideal gas processes',
        'PV = nRT; isothermal, adiabatic, isobaric and isochoric processes each fix one quantity and change the others.',
      ],
    ],
    questions: [
      ['What is the maximum efficiency of an engine between 600 K and 300 K?', '1 - 300/600 = 0.5, or 50%.'],
      [
        'A gas absorbs 500 J of heat and does 200 J of work. Find the change in internal energy.',
        'dU = 500 - 200 = 300 J.',
      ],
      [
        'Why does Carnot efficiency depend only on temperatures?',
        'A reversible cycle has zero total entropy change, so Q_c / Q_h = T_c / T_h whatever the working substance.',
      ],
    ],
  },
  'Organic Chemistry: Reaction Mechanisms': {
    overview:
      'Mechanisms show, arrow by arrow, how electrons move as bonds break and form. Knowing the nucleophile, the electrophile, the leaving group and the solvent predicts which mechanism runs and what product forms.',
    concepts: [
      [
        'Nucleophiles and electrophiles',
        'A nucleophile donates an electron pair (OH-, CN-, NH3); an electrophile accepts one (a carbon bonded to a halogen, a carbonyl carbon).',
      ],
      [
        'SN2',
        'One concerted step: backside attack with inversion of configuration; rate = k[substrate][nucleophile]; fastest for methyl and primary substrates.',
      ],
      [
        'SN1',
        'Two steps through a carbocation; rate = k[substrate]; favoured by tertiary substrates and polar protic solvents; gives racemisation.',
      ],
      [
        'E1 and E2',
        'Eliminations form alkenes; E2 needs a strong base and an anti-periplanar hydrogen; the more substituted alkene usually dominates (Zaitsev).',
      ],
      ['Curly arrows', 'Each arrow starts at an electron pair (a lone pair or a bond) and ends where the pair goes.'],
    ],
    questions: [
      [
        'Bromoethane reacts with hydroxide. Name the mechanism and product.',
        'SN2 on a primary substrate: hydroxide attacks carbon from the back, bromide leaves, giving ethanol.',
      ],
      [
        'Why does 2-bromo-2-methylpropane react by SN1 in water?',
        'It forms a stable tertiary carbocation and water, a polar protic solvent, stabilises the ions.',
      ],
      [
        'What favours elimination over substitution?',
        'A strong, bulky base, a secondary or tertiary substrate and higher temperature.',
      ],
    ],
  },
  'Chemical Equilibrium and Le Chatelier': {
    overview:
      "A reversible reaction reaches dynamic equilibrium when the forward and reverse rates are equal. The equilibrium constant summarises the position, and Le Chatelier's principle predicts how the system responds to a disturbance.",
    concepts: [
      [
        'Equilibrium constant',
        'For aA + bB = cC + dD, Kc = [C]^c [D]^d / ([A]^a [B]^b), a constant at fixed temperature.',
      ],
      [
        'Reaction quotient',
        'Q has the form of K at any moment: Q < K means the reaction proceeds forward, Q > K means it runs in reverse.',
      ],
      [
        "Le Chatelier's principle",
        'A system at equilibrium shifts to partly oppose a change in concentration, pressure or temperature.',
      ],
      ['Temperature', 'Only temperature changes K: raising it favours the endothermic direction.'],
      [
        'Catalysts',
        'A catalyst speeds up both directions equally, so equilibrium is reached sooner but its position is unchanged.',
      ],
    ],
    questions: [
      [
        'For N2 + 3H2 = 2NH3 (exothermic), how does raising pressure affect the yield?',
        'The equilibrium shifts to the side with fewer gas moles (2 versus 4), so more ammonia forms.',
      ],
      [
        'What does raising the temperature do to the same reaction?',
        'It favours the endothermic reverse reaction: K falls and the yield of ammonia drops.',
      ],
      [
        'Why does a common ion reduce the solubility of a salt?',
        'Adding one of its ions raises Q above Ksp, so the dissolution equilibrium shifts back towards the solid.',
      ],
    ],
  },
  'Acids, Bases and Buffers': {
    overview:
      'Acid-base chemistry is the chemistry of proton transfer. The pH scale, acid dissociation constants and the buffer equation explain titrations, blood chemistry and much of biochemistry.',
    concepts: [
      ['Bronsted-Lowry definition', 'An acid donates a proton and a base accepts one; each acid has a conjugate base.'],
      ['pH', 'pH = -log10[H+]. At 25 °C water has pH 7 and pH + pOH = 14.'],
      ['Weak acids', 'Ka = [H+][A-] / [HA]; pKa = -log10 Ka. A smaller pKa means a stronger acid.'],
      [
        'Buffers',
        'A weak acid with its conjugate base resists pH change. Henderson-Hasselbalch: pH = pKa + log([A-] / [HA]).',
      ],
      [
        'Titration curves',
        'At the half-equivalence point pH = pKa; at equivalence a weak acid titrated with a strong base gives pH above 7.',
      ],
    ],
    questions: [
      ['Find the pH of 0.01 M HCl.', 'HCl is fully dissociated, so [H+] = 0.01 and pH = 2.'],
      [
        'A buffer holds 0.1 M acetic acid (pKa 4.76) and 0.1 M sodium acetate. Find its pH.',
        'The ratio is 1, log 1 = 0, so pH = 4.76.',
      ],
      [
        'Why does a buffer resist added base?',
        'The weak acid neutralises the added OH-, turning into its conjugate base, so the ratio and the pH change only slightly.',
      ],
    ],
  },
  'Cell Biology: Structure and Function': {
    overview:
      'The cell is the basic unit of life. Its membrane controls exchange with the outside, and organelles divide the work of making proteins, producing energy and storing genetic information.',
    concepts: [
      [
        'Prokaryotes and eukaryotes',
        'Prokaryotes (bacteria, archaea) lack a nucleus and membrane-bound organelles; eukaryotic cells have both.',
      ],
      [
        'Plasma membrane',
        'A phospholipid bilayer with proteins (the fluid mosaic model), selectively permeable by diffusion, channels and active transport.',
      ],
      ['Nucleus and ribosomes', 'DNA in the nucleus is transcribed to mRNA, which ribosomes translate into protein.'],
      [
        'Endomembrane system',
        'The rough ER makes secreted and membrane proteins; the Golgi modifies and sorts them; lysosomes digest waste.',
      ],
      [
        'Mitochondria and chloroplasts',
        'Mitochondria make ATP by aerobic respiration; chloroplasts capture light in photosynthesis. Both carry their own DNA.',
      ],
    ],
    questions: [
      [
        'Why are mitochondria called the powerhouse of the cell?',
        "The electron transport chain on the inner membrane pumps protons, and ATP synthase uses the gradient to make most of the cell's ATP.",
      ],
      [
        'How does active transport differ from facilitated diffusion?',
        'Active transport moves solutes against their gradient using ATP; facilitated diffusion moves them down it through proteins without energy.',
      ],
      [
        'Name two structures found in plant cells but not animal cells.',
        'A cellulose cell wall and chloroplasts (and usually a large central vacuole).',
      ],
    ],
  },
  'Mendelian and Molecular Genetics': {
    overview:
      "Mendel's experiments showed that traits are inherited as discrete units. Molecular genetics explains those units as DNA sequences, copied by replication and expressed through transcription and translation.",
    concepts: [
      [
        'Segregation',
        'Each individual carries two alleles per gene, and they separate into different gametes at meiosis.',
      ],
      [
        'Independent assortment',
        'Alleles of genes on different chromosomes are inherited independently, giving the 9:3:3:1 dihybrid ratio.',
      ],
      [
        'Dominance',
        'A dominant allele masks a recessive one in heterozygotes; incomplete dominance and codominance are exceptions.',
      ],
      [
        'Central dogma',
        'DNA is transcribed to RNA and RNA is translated into protein, three bases (a codon) per amino acid.',
      ],
      [
        'Mutation',
        'A change in DNA sequence. A point mutation may be silent, missense (changing one amino acid) or nonsense (a premature stop).',
      ],
    ],
    questions: [
      [
        'Two heterozygous (Aa) plants are crossed. What phenotype ratio is expected?',
        'AA : Aa : aa = 1 : 2 : 1, so 3 dominant : 1 recessive.',
      ],
      [
        'How can one base change alter a protein?',
        'It can change a codon to a different amino acid or to a stop codon, changing folding or truncating the protein.',
      ],
      [
        'What is the difference between mitosis and meiosis?',
        'Mitosis makes two identical diploid cells; meiosis makes four genetically different haploid gametes, with crossing over.',
      ],
    ],
  },
  'Evolution and Natural Selection': {
    overview:
      'Evolution is change in the heritable traits of populations over generations. Natural selection, acting on variation, explains adaptation; drift, gene flow and mutation change allele frequencies too.',
    concepts: [
      [
        'Natural selection',
        'Individuals whose heritable traits suit the environment leave more offspring, so those traits become more common.',
      ],
      [
        'Genetic drift',
        'Random changes in allele frequency, strongest in small populations (bottlenecks and founder effects).',
      ],
      [
        'Hardy-Weinberg equilibrium',
        'With no selection, drift, migration, mutation or non-random mating, p² + 2pq + q² = 1 and allele frequencies stay constant.',
      ],
      [
        'Speciation',
        'New species form when populations become reproductively isolated, often after geographic separation.',
      ],
      [
        'Evidence',
        'Fossils, comparative anatomy (homologous structures), molecular similarity and observed change such as antibiotic resistance.',
      ],
    ],
    questions: [
      [
        'In a population, 16% show a recessive phenotype. Estimate the frequency of carriers.',
        'q² = 0.16 so q = 0.4 and p = 0.6; carriers 2pq = 0.48.',
      ],
      [
        'Why does antibiotic resistance spread?',
        'The antibiotic kills susceptible bacteria; resistant variants survive and reproduce, so resistance genes increase in frequency.',
      ],
      [
        'Why are bat wings and human arms homologous?',
        'They share the same bone plan inherited from a common ancestor, though used for different functions.',
      ],
    ],
  },
  'Data Structures and Algorithms': {
    overview:
      'Choosing the right data structure and algorithm decides whether a program finishes in milliseconds or hours. Big-O notation describes how running time and memory grow with the input size.',
    concepts: [
      [
        'Big-O notation',
        'An upper bound on growth: O(1) constant, O(log n) logarithmic, O(n) linear, O(n log n), O(n²) quadratic.',
      ],
      [
        'Arrays and linked lists',
        'Arrays give O(1) access by index; linked lists give O(1) insertion at a known node but O(n) search.',
      ],
      [
        'Hash tables',
        'Keys are hashed to buckets for average O(1) lookup; collisions are handled by chaining or open addressing.',
      ],
      [
        'Trees and heaps',
        'Balanced search trees keep O(log n) search, insert and delete; a binary heap gives O(1) peek and O(log n) insert and extract.',
      ],
      [
        'Sorting and searching',
        'Merge sort and heap sort run in O(n log n); binary search finds an item in a sorted array in O(log n).',
      ],
    ],
    questions: [
      [
        'Why is binary search O(log n)?',
        'Each comparison halves the remaining range, so at most about log2 n steps are needed.',
      ],
      [
        'How does separate chaining handle collisions?',
        'Each bucket holds a list of entries; colliding keys are appended and found by scanning that short list.',
      ],
      [
        'Which structure suits a task scheduler that always runs the highest priority job?',
        'A priority queue implemented as a binary heap: O(log n) insert and extract-max.',
      ],
    ],
  },
  'Operating Systems Concepts': {
    overview:
      'An operating system shares the hardware safely among programs. It schedules processes and threads, manages memory and files, and gives programs a uniform interface to devices.',
    concepts: [
      [
        'Processes and threads',
        'A process has its own address space; threads within a process share memory but have their own stacks and registers.',
      ],
      [
        'Scheduling',
        'Round robin, shortest job first and priority scheduling trade throughput, response time and fairness.',
      ],
      ['Synchronisation', 'Mutexes and semaphores protect critical sections and prevent race conditions.'],
      [
        'Deadlock',
        'Needs mutual exclusion, hold and wait, no preemption and circular wait; breaking any one prevents it.',
      ],
      [
        'Virtual memory',
        'Pages map virtual addresses to physical frames; a page fault loads a missing page from disk.',
      ],
    ],
    questions: [
      [
        'What is the difference between a process and a thread?',
        'Processes are isolated with separate memory; threads of one process share memory, so they are cheaper to create but need synchronisation.',
      ],
      [
        'Give one way to prevent deadlock.',
        'Impose a global order on resources and always acquire them in that order, which removes circular wait.',
      ],
      [
        'What happens on a page fault?',
        'The OS traps, finds the page on disk, loads it into a free frame (evicting one if needed), updates the page table and restarts the instruction.',
      ],
    ],
  },
  'Introduction to Python Programming': {
    overview:
      'Python is a readable, general-purpose language used from scripting to data science. Its built-in types, indentation-based blocks and rich standard library make it a common first language.',
    concepts: [
      [
        'Built-in types',
        'int, float, str, bool, list (mutable sequence), tuple (immutable), dict (key-value map) and set.',
      ],
      [
        'Control flow',
        'if/elif/else, for loops over any iterable, while loops, and break/continue; blocks are defined by indentation.',
      ],
      [
        'Functions',
        'Defined with def, with default and keyword arguments; functions are objects that can be passed around.',
      ],
      ['Comprehensions', '[x * x for x in range(10) if x % 2 == 0] builds a list in one readable expression.'],
      [
        'Exceptions',
        'try/except/finally handles errors; raise signals them. Catch specific exceptions, not everything.',
      ],
    ],
    questions: [
      ['What does [n for n in range(1, 11) if n % 3 == 0] produce?', 'The list [3, 6, 9].'],
      [
        'Why can a tuple be a dictionary key but a list cannot?',
        'Keys must be hashable; tuples are immutable and hashable, lists are mutable and are not.',
      ],
      [
        'Write a function returning the largest item of a non-empty list without max().',
        'def largest(items): best = items[0]; for item in items[1:]: best = item if item > best else best; return best.',
      ],
    ],
  },
  'Microeconomics: Supply and Demand': {
    overview:
      'Supply and demand explain how prices coordinate the decisions of buyers and sellers. Shifts in either curve, elasticities and government interventions are analysed with the same diagram.',
    concepts: [
      ['Law of demand', 'Other things equal, quantity demanded falls as price rises: the demand curve slopes down.'],
      [
        'Equilibrium',
        'The price at which quantity demanded equals quantity supplied; shortages push the price up, surpluses push it down.',
      ],
      [
        'Shifts versus movements',
        'A price change moves along a curve; changes in income, tastes, input costs or technology shift the curve.',
      ],
      [
        'Price elasticity',
        'Percentage change in quantity divided by percentage change in price; demand is elastic when its absolute value exceeds 1.',
      ],
      [
        'Price controls',
        'A binding ceiling below equilibrium causes shortages; a binding floor above it causes surpluses.',
      ],
    ],
    questions: [
      [
        'Demand rises and supply falls. What happens to price and quantity?',
        'Price definitely rises; the effect on quantity is ambiguous and depends on the sizes of the shifts.',
      ],
      [
        'Price rises 10% and quantity demanded falls 20%. Is demand elastic?',
        'Elasticity = -20 / 10 = -2; its absolute value exceeds 1, so demand is elastic and revenue falls.',
      ],
      [
        'What does a rent ceiling below equilibrium do?',
        'Quantity demanded exceeds quantity supplied, creating a housing shortage, queues and reduced quality.',
      ],
    ],
  },
  'Macroeconomics: Inflation and Monetary Policy': {
    overview:
      'Inflation is a sustained rise in the general price level. Central banks use interest rates and other tools to keep it low and stable while supporting output and employment.',
    concepts: [
      [
        'Measuring inflation',
        'The consumer price index tracks the cost of a fixed basket of goods; inflation is its percentage change over a year.',
      ],
      [
        'Nominal and real',
        'Real values remove inflation: real GDP uses constant prices, and the real interest rate is roughly the nominal rate minus inflation.',
      ],
      [
        'Causes',
        'Demand-pull (spending exceeds capacity), cost-push (rising input costs) and expectations built into wages and prices.',
      ],
      [
        'Monetary policy',
        'Raising the policy rate makes borrowing dearer, cools demand and lowers inflation; cutting it does the opposite.',
      ],
      [
        'Phillips curve',
        'In the short run lower unemployment tends to come with higher inflation; in the long run expectations adjust.',
      ],
    ],
    questions: [
      [
        'What is the difference between nominal and real GDP?',
        'Nominal GDP is measured at current prices; real GDP at constant base-year prices, so it reflects changes in output only.',
      ],
      ['A loan charges 6% and inflation is 4%. What is the real interest rate?', 'Approximately 6 - 4 = 2%.'],
      [
        'Why might a central bank raise rates when inflation is high?',
        'Higher rates reduce borrowing and spending, easing demand pressure and anchoring inflation expectations.',
      ],
    ],
  },
  'Game Theory Basics': {
    overview:
      "Game theory studies strategic decisions, where each player's best choice depends on what others do. It models auctions, price wars, negotiations and arms races.",
    concepts: [
      ['Normal form', 'A table of players, strategies and payoffs for every combination of choices.'],
      ['Dominant strategy', 'A strategy that is best whatever the others do.'],
      ['Nash equilibrium', 'A set of strategies where no player can gain by changing their own strategy alone.'],
      ["Prisoner's dilemma", "Each player's dominant strategy is to defect, yet both would be better off cooperating."],
      [
        'Repeated games',
        'When a game repeats without a known end, strategies like tit-for-tat can sustain cooperation.',
      ],
    ],
    questions: [
      [
        "What is the Nash equilibrium of the prisoner's dilemma?",
        "Both defect: given the other's choice, defecting always gives a higher payoff.",
      ],
      [
        'Can a game have more than one Nash equilibrium?',
        'Yes. In a coordination game, both choosing A and both choosing B can each be equilibria.',
      ],
      [
        'Why might two firms keep prices high in a repeated game?',
        'The threat of a future price war makes cutting prices today unprofitable in the long run.',
      ],
    ],
  },
  'Principles of Management': {
    overview:
      'Management is getting work done efficiently and effectively through people. The classical functions of planning, organising, leading and controlling give a framework for every level of an organisation.',
    concepts: [
      [
        'Planning',
        'Setting goals and deciding how to reach them; SMART goals are specific, measurable, achievable, relevant and time-bound.',
      ],
      ['Organising', 'Dividing work into jobs and departments, assigning authority and setting the span of control.'],
      [
        'Leading',
        'Motivating and directing people; theories range from trait and behavioural approaches to situational leadership.',
      ],
      ['Controlling', 'Measuring performance against standards and taking corrective action.'],
      [
        'Motivation',
        "Maslow's hierarchy of needs and Herzberg's hygiene and motivator factors explain what drives effort at work.",
      ],
    ],
    questions: [
      [
        'Distinguish efficiency from effectiveness.',
        'Efficiency is doing things right (least resources); effectiveness is doing the right things (achieving goals).',
      ],
      [
        'According to Herzberg, why might a pay rise not increase motivation?',
        'Pay is a hygiene factor: lacking it causes dissatisfaction, but satisfaction comes from motivators like achievement and recognition.',
      ],
      [
        'Give an example of a control system.',
        'A monthly budget review comparing actual spending with the plan and investigating variances.',
      ],
    ],
  },
  'Marketing Strategy and the 4 Ps': {
    overview:
      'A marketing strategy chooses which customers to serve and how to create value for them. The marketing mix, product, price, place and promotion, turns that choice into concrete decisions.',
    concepts: [
      [
        'Segmentation, targeting, positioning',
        'Divide the market into groups, choose those to serve, and define a distinct place in their minds.',
      ],
      ['Product', 'The bundle of benefits offered: features, quality, brand, packaging and support.'],
      ['Price', 'What customers pay; set with reference to costs, competitors and perceived value.'],
      ['Place', 'How the product reaches customers: channels, distribution and logistics.'],
      ['Promotion', 'Advertising, sales promotion, public relations, personal selling and digital communication.'],
    ],
    questions: [
      [
        'What is the difference between segmentation and targeting?',
        'Segmentation splits the market into groups with similar needs; targeting selects which of those groups to serve.',
      ],
      [
        'Why might a firm use penetration pricing?',
        'A low entry price wins market share quickly and can deter competitors, especially where scale lowers costs.',
      ],
      [
        'Give a positioning statement for a budget airline.',
        'For price-conscious travellers, the airline offers the lowest fares to popular destinations by keeping the service simple.',
      ],
    ],
  },
  'Operations Management': {
    overview:
      'Operations management designs and runs the processes that produce goods and services. Capacity, quality, inventory and scheduling decisions determine cost, speed and customer satisfaction.',
    concepts: [
      [
        'Process types',
        'Job shop, batch, assembly line and continuous flow trade flexibility against volume and cost.',
      ],
      [
        'Capacity and bottlenecks',
        'A process can go no faster than its slowest step; improving anything else does not raise output.',
      ],
      [
        'Inventory',
        'The economic order quantity EOQ = sqrt(2DS / H) balances ordering cost S against holding cost H for demand D.',
      ],
      [
        'Lean',
        'Eliminate waste (overproduction, waiting, transport, overprocessing, inventory, motion, defects) and pull work by demand.',
      ],
      ['Quality', 'Total quality management and Six Sigma reduce variation using data and root-cause analysis.'],
    ],
    questions: [
      [
        'Annual demand is 1200 units, ordering costs £50 and holding costs £3 per unit per year. Find the EOQ.',
        'EOQ = sqrt(2 × 1200 × 50 / 3) = sqrt(40000) = 200 units.',
      ],
      [
        'A line has steps of 2, 5 and 3 minutes. What is its maximum output per hour?',
        'The bottleneck takes 5 minutes, so at most 12 units per hour.',
      ],
      [
        'What is just-in-time production?',
        'Materials arrive and products are made only as needed, cutting inventory but requiring reliable suppliers.',
      ],
    ],
  },
  'Financial Accounting: The Balance Sheet': {
    overview:
      'The balance sheet shows what a business owns and owes at one moment. It rests on the accounting equation and double-entry bookkeeping, and links to the income statement through retained earnings.',
    concepts: [
      ['Accounting equation', 'Assets = Liabilities + Equity; every transaction keeps it in balance.'],
      [
        'Current and non-current',
        'Current assets and liabilities are expected to turn over within a year; others are non-current.',
      ],
      ['Double entry', 'Every transaction has equal debits and credits; assets and expenses increase with debits.'],
      ['Accrual basis', 'Revenue is recorded when earned and expenses when incurred, not when cash moves.'],
      [
        'Depreciation',
        'The cost of a long-lived asset is spread over its useful life, reducing its carrying value and profit each year.',
      ],
    ],
    questions: [
      [
        'A firm buys equipment for £10,000 cash. How does the balance sheet change?',
        'Equipment (non-current assets) rises by £10,000 and cash falls by £10,000; totals are unchanged.',
      ],
      [
        'How does depreciation affect the statements?',
        "It is an expense that lowers profit, and accumulated depreciation lowers the asset's carrying amount.",
      ],
      [
        'What is the difference between accrual and cash accounting?',
        'Accrual matches revenues and expenses to the period they relate to; cash accounting records them when paid.',
      ],
    ],
  },
  'Managerial Accounting and Costing': {
    overview:
      'Managerial accounting gives managers the cost information they need to plan, price and decide. Cost behaviour, contribution margins and budgets are its core tools.',
    concepts: [
      [
        'Fixed and variable costs',
        'Fixed costs stay the same within a range of activity; variable costs change in proportion to output.',
      ],
      [
        'Contribution margin',
        'Selling price minus variable cost per unit: what each unit contributes to fixed costs and profit.',
      ],
      ['Break-even point', 'Fixed costs divided by contribution margin per unit.'],
      [
        'Absorption and activity-based costing',
        'Overheads are assigned to products by volume, or by the activities that actually drive them.',
      ],
      [
        'Budgets and variances',
        'A variance is the difference between actual and budgeted results, analysed into price and quantity effects.',
      ],
    ],
    questions: [
      [
        'Fixed costs are £40,000, price £25 and variable cost £15. Find the break-even volume.',
        '40,000 / (25 - 15) = 4,000 units.',
      ],
      [
        "Why might activity-based costing change a product's cost?",
        'Products that use many setups or orders absorb more overhead under ABC than under a volume-based rate.',
      ],
      [
        'Should a firm accept a special order below full cost?',
        'If it has spare capacity and the price exceeds variable cost, the order adds to contribution and profit.',
      ],
    ],
  },
  'Auditing Principles': {
    overview:
      'An audit is an independent examination that gives reasonable assurance that financial statements are free from material misstatement. It follows a risk-based process from planning to the audit report.',
    concepts: [
      [
        'Independence and scepticism',
        'Auditors must be independent of the client and approach evidence with professional scepticism.',
      ],
      ['Materiality', 'A misstatement is material if it could influence the decisions of users of the statements.'],
      [
        'Audit risk',
        'Audit risk = inherent risk × control risk × detection risk; auditors set detection risk by planning their tests.',
      ],
      [
        'Evidence',
        'Obtained by inspection, observation, confirmation, recalculation, analytical procedures and inquiry.',
      ],
      ['Audit opinions', 'Unmodified, qualified, adverse or a disclaimer of opinion.'],
    ],
    questions: [
      [
        'What does reasonable assurance mean?',
        'A high but not absolute level of assurance, because audits use sampling and judgement.',
      ],
      [
        'Give a test of the existence of receivables.',
        'Send confirmation requests to a sample of customers asking them to confirm the balances they owe.',
      ],
      [
        'When is a qualified opinion given?',
        'When misstatements or limitations are material but not pervasive to the statements as a whole.',
      ],
    ],
  },
  'Corporate Finance: Time Value of Money': {
    overview:
      'A pound today is worth more than a pound tomorrow because it can be invested. Discounting converts future cash flows into present values, the basis of valuation and investment decisions.',
    concepts: [
      ['Future value', 'FV = PV × (1 + r)^n for n periods at rate r.'],
      ['Present value', 'PV = FV / (1 + r)^n; the discount rate reflects time and risk.'],
      ['Annuities', 'The present value of C per period for n periods is C × [1 - (1 + r)^-n] / r.'],
      [
        'Net present value',
        'NPV is the sum of discounted cash flows minus the investment; accept projects with NPV > 0.',
      ],
      ['Internal rate of return', 'The discount rate at which NPV = 0; compare it with the cost of capital.'],
    ],
    questions: [
      ['What is £1,000 invested at 5% worth after 3 years?', '1000 × 1.05³ = £1,157.63.'],
      ['Find the present value of £2,000 received in 2 years at 10%.', '2000 / 1.21 = £1,652.89.'],
      [
        'A project costs £900 and returns £500 in each of 2 years. At 8%, accept it?',
        'PV = 500/1.08 + 500/1.1664 = 462.96 + 428.67 = 891.63; NPV = -8.37, so reject.',
      ],
    ],
  },
  'Portfolio Theory and CAPM': {
    overview:
      'Modern portfolio theory shows how diversification reduces risk, and the capital asset pricing model prices the risk that cannot be diversified away.',
    concepts: [
      [
        'Expected return and risk',
        "A portfolio's expected return is the weighted average of its assets' returns; risk is its standard deviation.",
      ],
      [
        'Diversification',
        'Combining assets that are not perfectly correlated lowers portfolio risk; only systematic risk remains.',
      ],
      ['Efficient frontier', 'The set of portfolios with the highest expected return for each level of risk.'],
      ['Beta', "Sensitivity of an asset's return to the market: beta 1 moves with the market, above 1 amplifies it."],
      ['CAPM', 'Expected return = risk-free rate + beta × (market return - risk-free rate).'],
    ],
    questions: [
      [
        'The risk-free rate is 3%, the market returns 8% and beta is 1.2. Find the required return.',
        '3 + 1.2 × 5 = 9%.',
      ],
      [
        'Why is unsystematic risk not rewarded?',
        'Investors can remove it cheaply by diversifying, so the market pays only for systematic risk.',
      ],
      ['What does a beta of 0.5 mean?', 'The asset tends to move half as much as the market.'],
    ],
  },
  'Financial Statement Analysis': {
    overview:
      'Ratio analysis turns financial statements into measures of profitability, liquidity, efficiency and solvency that can be compared over time and across firms.',
    concepts: [
      ['Profitability', 'Gross margin, operating margin, return on assets and return on equity.'],
      ['Liquidity', 'Current ratio = current assets / current liabilities; the quick ratio excludes inventory.'],
      ['Efficiency', 'Inventory turnover, receivable days and asset turnover show how well resources are used.'],
      ['Solvency', 'Debt-to-equity and interest cover measure the ability to meet long-term obligations.'],
      ['DuPont analysis', 'ROE = profit margin × asset turnover × equity multiplier.'],
    ],
    questions: [
      ['Current assets are £300k and current liabilities £200k. Find the current ratio.', '300 / 200 = 1.5.'],
      ['Net margin is 5%, asset turnover 2 and the equity multiplier 1.5. Find ROE.', '0.05 × 2 × 1.5 = 15%.'],
      [
        'Why might a high current ratio be a concern?',
        'It can mean idle cash or slow-moving inventory that earns nothing.',
      ],
    ],
  },
  'Introduction to Cognitive Psychology': {
    overview:
      'Cognitive psychology studies mental processes: attention, perception, memory, language and thinking. It treats the mind as an information-processing system and tests its models with experiments.',
    concepts: [
      [
        'Attention',
        'A limited capacity to select information; the cocktail party effect shows unattended input is still partly processed.',
      ],
      ['Multi-store model', 'Sensory memory, short-term memory (about 7 ± 2 items, seconds) and long-term memory.'],
      [
        'Working memory',
        "Baddeley and Hitch's model: central executive, phonological loop, visuospatial sketchpad and episodic buffer.",
      ],
      ['Levels of processing', 'Deeper, meaningful processing produces more durable memories than shallow processing.'],
      [
        'Heuristics and biases',
        'Mental shortcuts such as availability and anchoring speed judgement but cause systematic errors.',
      ],
    ],
    questions: [
      ['What is the capacity of short-term memory?', 'About 7 ± 2 items (Miller), and more when items are chunked.'],
      [
        'Explain the availability heuristic.',
        'Judging likelihood by how easily examples come to mind, so vivid events like plane crashes seem more common.',
      ],
      [
        'Why does self-testing improve recall?',
        'Retrieval practice strengthens memory traces more than re-reading (the testing effect).',
      ],
    ],
  },
  'Developmental Psychology Across the Lifespan': {
    overview:
      'Developmental psychology traces how people change from infancy to old age in body, thinking, emotion and relationships, and how nature and nurture interact in that change.',
    concepts: [
      [
        "Piaget's stages",
        'Sensorimotor, preoperational, concrete operational and formal operational stages of cognitive development.',
      ],
      ['Vygotsky', 'Learning happens in the zone of proximal development, with scaffolding from more skilled others.'],
      [
        'Attachment',
        'Bowlby and Ainsworth: secure, avoidant and resistant attachment styles seen in the Strange Situation.',
      ],
      [
        "Erikson's psychosocial stages",
        'Eight stages, each with a crisis, from trust versus mistrust to integrity versus despair.',
      ],
      [
        'Ageing',
        'Fluid intelligence declines gradually in later life while crystallised knowledge is maintained or grows.',
      ],
    ],
    questions: [
      [
        'What is object permanence and when does it develop?',
        'Knowing objects exist when out of sight; it develops during the sensorimotor stage, by about 8 to 12 months.',
      ],
      [
        'What is scaffolding?',
        'Temporary support a teacher or parent gives so a child can do what they could not yet do alone.',
      ],
      [
        'Describe secure attachment in the Strange Situation.',
        'The infant explores with the caregiver present, is upset at separation and is quickly comforted on reunion.',
      ],
    ],
  },
  'Research Methods in Psychology': {
    overview:
      'Psychology is an empirical science. Good research design, sound measurement and appropriate statistics allow claims about behaviour to be tested and replicated.',
    concepts: [
      [
        'Variables',
        'The independent variable is manipulated; the dependent variable is measured; extraneous variables are controlled.',
      ],
      [
        'Experimental designs',
        'Independent groups, repeated measures and matched pairs, each with different control of participant variables.',
      ],
      ['Reliability and validity', 'Reliable measures are consistent; valid measures measure what they claim to.'],
      ['Sampling', 'Random, opportunity, volunteer and stratified sampling differ in how representative they are.'],
      ['Ethics', 'Informed consent, right to withdraw, confidentiality, protection from harm and debriefing.'],
    ],
    questions: [
      [
        'Why use counterbalancing in a repeated measures design?',
        'To stop order effects such as practice or fatigue from confounding the results.',
      ],
      [
        'What is the difference between correlation and causation?',
        'A correlation shows variables vary together; only a controlled experiment can show one causes the other.',
      ],
      [
        'Give one weakness of volunteer sampling.',
        'Volunteers may differ systematically from the population (for example, more motivated), causing bias.',
      ],
    ],
  },
  'Classical Sociological Theory': {
    overview:
      'Marx, Durkheim and Weber founded sociology by explaining the transformation of Europe by industrial capitalism. Their ideas about class, solidarity and rationalisation still frame the discipline.',
    concepts: [
      [
        'Marx',
        'History is driven by class struggle; under capitalism the bourgeoisie own the means of production and the proletariat sell their labour.',
      ],
      [
        'Alienation',
        "Marx's term for workers' estrangement from their product, their work, each other and their human nature.",
      ],
      [
        'Durkheim',
        'Social facts are external and constraining; societies move from mechanical to organic solidarity as the division of labour grows.',
      ],
      ['Anomie', 'A condition of normlessness that Durkheim linked to higher suicide rates in times of rapid change.'],
      [
        'Weber',
        'Social action must be understood through its meaning (Verstehen); modern life is marked by rationalisation and bureaucracy.',
      ],
    ],
    questions: [
      [
        'What is the difference between mechanical and organic solidarity?',
        'Mechanical solidarity rests on similarity in simple societies; organic solidarity on interdependence from specialised roles.',
      ],
      [
        'How did Weber link Protestantism and capitalism?',
        'The Calvinist ethic of disciplined work and saving encouraged the rational accumulation of capital.',
      ],
      [
        "Why is Durkheim's study of suicide important?",
        'It showed that even a very personal act has social causes measurable in suicide rates.',
      ],
    ],
  },
  'Social Stratification and Inequality': {
    overview:
      'Stratification is the ranking of groups in a hierarchy of wealth, power and prestige. Sociologists measure inequality, explain how it persists and study how people move within it.',
    concepts: [
      [
        'Class, status and party',
        "Weber's three dimensions of stratification: economic position, social honour and political power.",
      ],
      [
        'Social mobility',
        'Movement between positions, within a life (intragenerational) or between parents and children (intergenerational).',
      ],
      [
        'Cultural capital',
        "Bourdieu's term for knowledge, tastes and credentials that help the middle classes succeed in education.",
      ],
      ['Measuring inequality', 'The Gini coefficient runs from 0 (perfect equality) to 1 (one person has everything).'],
      [
        'Intersectionality',
        'Class, gender, ethnicity and other identities combine to shape experiences of disadvantage.',
      ],
    ],
    questions: [
      [
        'What does a Gini coefficient of 0.35 indicate?',
        'Moderate inequality: higher than in the most equal countries (about 0.25) but lower than in very unequal ones (above 0.5).',
      ],
      [
        'How can cultural capital reproduce class inequality?',
        'Schools reward the language and tastes of middle-class homes, so their children gain more credentials.',
      ],
      ['Give an example of intergenerational mobility.', 'A child of a factory worker becoming a doctor.'],
    ],
  },
  'The Industrial Revolution': {
    overview:
      'Beginning in Britain around 1760, the Industrial Revolution moved production from homes and workshops to mechanised factories powered by water and steam, transforming work, cities and living standards.',
    concepts: [
      [
        'Why Britain',
        'Coal and iron, capital from trade, secure property rights, a large domestic market and an agricultural revolution that freed labour.',
      ],
      [
        'Textiles',
        "The spinning jenny, water frame and spinning mule mechanised cotton spinning; Arkwright's mills created the factory system.",
      ],
      [
        'Steam power',
        "Watt's separate condenser (1769) made steam engines efficient enough to power mills, mines and later railways.",
      ],
      [
        'Railways',
        'The Stockton and Darlington (1825) and Liverpool and Manchester (1830) railways cut transport costs and integrated markets.',
      ],
      [
        'Social change',
        'Rapid urbanisation, child labour and poor housing prompted the Factory Acts and the growth of trade unions.',
      ],
    ],
    questions: [
      [
        'Why did the Industrial Revolution begin in Britain?',
        'A combination of abundant coal, capital, stable institutions, colonial markets and surplus rural labour.',
      ],
      [
        'What was the significance of the factory system?',
        'It concentrated workers and machines under discipline and time, raising output but changing family and working life.',
      ],
      [
        'What did the 1833 Factory Act do?',
        'It banned work by children under 9 in textile mills, limited hours for older children and appointed inspectors.',
      ],
    ],
  },
  'The Cold War 1947-1991': {
    overview:
      'The Cold War was a global rivalry between the United States and the Soviet Union, fought through alliances, arms races, proxy wars and ideology rather than direct war between the superpowers.',
    concepts: [
      ['Containment', 'The Truman Doctrine (1947) and the Marshall Plan aimed to stop the spread of communism.'],
      ['Alliances', 'NATO (1949) and the Warsaw Pact (1955) divided Europe into two military blocs.'],
      ['Crises', 'The Berlin Blockade (1948-49), the Korean War (1950-53) and the Cuban Missile Crisis (1962).'],
      ['Detente', 'A relaxation of tension in the 1970s, with arms control treaties such as SALT I (1972).'],
      ['The end', "Gorbachev's reforms, the fall of the Berlin Wall (1989) and the dissolution of the USSR (1991)."],
    ],
    questions: [
      [
        'Why was the Cuban Missile Crisis a turning point?',
        'It brought the world close to nuclear war, leading to the hotline and the 1963 Partial Test Ban Treaty.',
      ],
      [
        'What was the purpose of the Marshall Plan?',
        "US aid to rebuild Western Europe's economies and reduce the appeal of communism.",
      ],
      [
        'Give two reasons for the end of the Cold War.',
        "Soviet economic stagnation and Gorbachev's glasnost and perestroika, along with revolutions in Eastern Europe.",
      ],
    ],
  },
  'The French Revolution': {
    overview:
      'Between 1789 and 1799 France overthrew its absolute monarchy, proclaimed the rights of man and a republic, passed through the Terror, and ended with the rise of Napoleon Bonaparte.',
    concepts: [
      ['Causes', 'Royal debt after the American war, an unfair tax system, poor harvests and Enlightenment ideas.'],
      [
        '1789',
        'The Estates-General became the National Assembly; the Bastille fell on 14 July; the Declaration of the Rights of Man was adopted in August.',
      ],
      ['The Republic', 'The monarchy was abolished in 1792 and Louis XVI executed in January 1793.'],
      [
        'The Terror',
        'In 1793-94 the Committee of Public Safety under Robespierre executed thousands of suspected enemies.',
      ],
      ['Napoleon', 'The coup of 18 Brumaire (1799) ended the Directory and brought Bonaparte to power.'],
    ],
    questions: [
      [
        'Why was the calling of the Estates-General in 1789 significant?',
        "The Third Estate's demand for voting by head led it to declare itself the National Assembly.",
      ],
      [
        'Why did the Terror happen?',
        'Foreign war, civil war in the Vendee and fear of counter-revolution led radicals to use mass repression.',
      ],
      [
        'Give one lasting effect of the Revolution.',
        'The principle of popular sovereignty and equality before the law, spread across Europe by the Napoleonic Code.',
      ],
    ],
  },
  'Introduction to Ethics': {
    overview:
      'Ethics asks how we ought to live and act. The major normative theories judge actions by their consequences, by duties and rules, or by the character they express.',
    concepts: [
      ['Utilitarianism', 'Bentham and Mill: the right action produces the greatest happiness for the greatest number.'],
      [
        'Deontology',
        'Kant: act only on maxims you could will as universal laws, and treat people always as ends, never merely as means.',
      ],
      [
        'Virtue ethics',
        'Aristotle: cultivate virtues, the mean between excess and deficiency, to live a flourishing life (eudaimonia).',
      ],
      [
        'Moral relativism',
        'The view that moral truths depend on culture; critics note it makes moral criticism across cultures impossible.',
      ],
      ['Applied ethics', 'Uses theories on concrete issues such as euthanasia, animal rights and business ethics.'],
    ],
    questions: [
      [
        'How would a utilitarian and a Kantian answer the trolley problem?',
        'A utilitarian diverts the trolley to save five; a Kantian hesitates to use one person merely as a means.',
      ],
      [
        'What is the categorical imperative?',
        'An unconditional moral rule: act only on maxims that could become universal laws.',
      ],
      [
        'Give one criticism of utilitarianism.',
        'It can justify harming innocent individuals if doing so increases total happiness.',
      ],
    ],
  },
  'Formal Logic and Argument': {
    overview:
      'Logic studies what follows from what. Formal logic represents arguments symbolically so their validity can be checked regardless of their content.',
    concepts: [
      [
        'Validity and soundness',
        'An argument is valid if its conclusion must be true when its premises are; sound if it is valid and its premises are true.',
      ],
      ['Connectives', 'Not, and, or, if-then and if-and-only-if, defined by truth tables.'],
      ['Modus ponens and tollens', 'From "if P then Q" and P infer Q; from "if P then Q" and not-Q infer not-P.'],
      [
        'Fallacies',
        'Affirming the consequent, denying the antecedent, ad hominem, straw man and begging the question.',
      ],
      ['Quantifiers', '"For all" and "there exists" extend propositional logic to predicate logic.'],
    ],
    questions: [
      [
        'If it rains the ground is wet. The ground is wet. So it rained. Is this valid?',
        'No: it affirms the consequent; the ground could be wet for another reason.',
      ],
      ['When is "if P then Q" false?', 'Only when P is true and Q is false.'],
      ['Give the negation of "every student passed".', 'At least one student did not pass.'],
    ],
  },
  'Shakespeare’s Tragedies': {
    overview:
      "Shakespeare's tragedies, above all Hamlet, Othello, King Lear and Macbeth, trace the fall of great figures through flaws, choices and circumstance, in verse of unmatched range.",
    concepts: [
      [
        'Tragic hero',
        'A figure of high status whose flaw or error (hamartia) leads to suffering and death, arousing pity and fear.',
      ],
      ['Hamlet', "Delay and doubt: the prince's reflection on revenge, death and action in a corrupt court."],
      ['Macbeth', "Ambition and guilt: prophecy and Lady Macbeth's persuasion lead to murder, tyranny and ruin."],
      [
        'Othello and King Lear',
        "Iago's manipulation exploits Othello's jealousy; Lear's misjudgement of his daughters brings chaos and loss.",
      ],
      [
        'Soliloquy and imagery',
        'Soliloquies reveal inner conflict; recurring images (blood, sleep, disease, blindness) carry themes.',
      ],
    ],
    questions: [
      [
        "What is Macbeth's tragic flaw?",
        "Vaulting ambition, which overrides his conscience once the witches' prophecy and his wife's persuasion spur it.",
      ],
      [
        'Why does Hamlet delay his revenge?',
        'Readings include moral doubt, uncertainty about the ghost, melancholy and his tendency to think rather than act.',
      ],
      [
        'How does imagery of sight work in King Lear?',
        'Lear and Gloucester are figuratively blind to truth; Gloucester sees clearly only after he is literally blinded.',
      ],
    ],
  },
  'The Victorian Novel': {
    overview:
      'The Victorian novel (1837-1901) was the dominant form of its age, often serialised, and engaged with industrialisation, class, gender, faith and empire through realism and moral seriousness.',
    concepts: [
      ['Realism', "Detailed, plausible depictions of ordinary life and society, as in George Eliot's Middlemarch."],
      [
        'Social problem novels',
        "Dickens's Hard Times and Gaskell's North and South examine industrial conditions and class conflict.",
      ],
      ['The woman question', "Charlotte Bronte's Jane Eyre explores independence, class and gender constraints."],
      ['Serialisation', 'Many novels appeared in monthly parts, shaping cliffhangers, large casts and multiple plots.'],
      [
        'Late Victorian pessimism',
        "Thomas Hardy's Tess of the d'Urbervilles shows characters crushed by chance and social convention.",
      ],
    ],
    questions: [
      [
        'How does Dickens criticise utilitarian education in Hard Times?',
        'Through Gradgrind\'s school of "facts", which starves imagination and damages his children.',
      ],
      [
        'Why was serial publication important?',
        'It reached mass audiences and shaped plots with suspense at the end of each part.',
      ],
      [
        'What makes Middlemarch a realist novel?',
        'Its web of ordinary lives in a provincial town, shown with psychological depth and moral complexity.',
      ],
    ],
  },
  'Contract Law: Offer and Acceptance': {
    overview:
      'A contract is a legally binding agreement. Formation needs an offer, an acceptance that mirrors it, consideration and an intention to create legal relations.',
    concepts: [
      [
        'Offer and invitation to treat',
        'An offer can be accepted to form a contract; goods on display are only an invitation to treat (Pharmaceutical Society v Boots).',
      ],
      [
        'Acceptance',
        'Must be unconditional and communicated; a counter-offer destroys the original offer (Hyde v Wrench).',
      ],
      ['Postal rule', 'A posted acceptance takes effect when posted, not when received (Adams v Lindsell).'],
      ['Unilateral offers', 'An offer to the world can be accepted by performance (Carlill v Carbolic Smoke Ball Co).'],
      ['Consideration', 'Something of value given in exchange; it must be sufficient but need not be adequate.'],
    ],
    questions: [
      [
        'Is a price tag in a shop window an offer?',
        'No. It is an invitation to treat; the customer makes the offer at the till (Fisher v Bell).',
      ],
      [
        'A replies to an offer "I accept if you deliver by Friday". Is there a contract?',
        'No. This is a counter-offer that rejects the original offer.',
      ],
      [
        'Why was Carbolic Smoke Ball Co bound?',
        'Its advert was a unilateral offer accepted by Mrs Carlill using the ball as directed and catching flu.',
      ],
    ],
  },
  'Constitutional Law Essentials': {
    overview:
      'Constitutional law sets out how a state is governed: the sources of power, the relationship between its branches, and the protection of individual rights.',
    concepts: [
      [
        'Separation of powers',
        'Legislative, executive and judicial functions are separated to prevent abuse of power.',
      ],
      [
        'Rule of law',
        'Government is subject to law; laws are clear, applied equally and enforced by independent courts.',
      ],
      [
        'Parliamentary sovereignty',
        'In the UK, Parliament can make or unmake any law and no Parliament binds its successors.',
      ],
      ['Judicial review', 'Courts check that public bodies act lawfully, rationally and fairly.'],
      [
        'Rights protection',
        'Constitutions and statutes such as the Human Rights Act 1998 protect freedoms of expression, religion and privacy.',
      ],
    ],
    questions: [
      [
        'What is judicial review?',
        "The courts' review of decisions by public bodies for illegality, irrationality and procedural impropriety.",
      ],
      [
        'How does separation of powers protect liberty?',
        'Each branch checks the others, so no single body holds unchecked power.',
      ],
      [
        'Can a UK court strike down an Act of Parliament?',
        'No. It can issue a declaration of incompatibility under the Human Rights Act, but the Act stays in force.',
      ],
    ],
  },
  'Criminal Law: Mens Rea and Actus Reus': {
    overview:
      'Most crimes need a guilty act (actus reus) and a guilty mind (mens rea) at the same time. Causation links the act to the result, and defences may excuse or justify it.',
    concepts: [
      [
        'Actus reus',
        'A voluntary act, an omission where there is a duty to act, or a state of affairs, with any required consequences.',
      ],
      ['Causation', 'The act must be a factual ("but for") and legal (operating and substantial) cause of the result.'],
      [
        'Intention',
        'Direct intent is aim or purpose; oblique intent exists where the result was virtually certain and the defendant knew it (R v Woollin).',
      ],
      ['Recklessness', 'Consciously taking an unjustified risk (R v G).'],
      ['Coincidence', 'Actus reus and mens rea must coincide, though a continuing act can bridge them (Fagan v MPC).'],
    ],
    questions: [
      [
        'What is the difference between direct and oblique intent?',
        'Direct intent is wanting the result; oblique intent is foreseeing it as virtually certain though not wanting it.',
      ],
      [
        'When can an omission be criminal?',
        'When there is a duty to act, for example by contract, a special relationship or having created the danger.',
      ],
      ['Explain the "but for" test.', "The result would not have happened but for the defendant's conduct."],
    ],
  },
  'Human Anatomy: The Cardiovascular System': {
    overview:
      'The heart pumps blood through two circuits: the pulmonary circuit to the lungs and the systemic circuit to the body. Valves, the conduction system and the vessels keep flow one-way and matched to demand.',
    concepts: [
      [
        'Chambers',
        'Right atrium and ventricle pump deoxygenated blood to the lungs; left atrium and ventricle pump oxygenated blood to the body.',
      ],
      [
        'Valves',
        'Tricuspid and mitral (atrioventricular) and pulmonary and aortic (semilunar) valves prevent backflow.',
      ],
      ['Conduction system', 'SA node -> AV node -> bundle of His -> bundle branches -> Purkinje fibres.'],
      [
        'Vessels',
        'Arteries carry blood away from the heart under high pressure; veins return it with valves; capillaries exchange gases and nutrients.',
      ],
      ['Coronary circulation', 'The left and right coronary arteries supply the heart muscle itself.'],
    ],
    questions: [
      [
        'Trace blood from the vena cava to the aorta.',
        'Right atrium, tricuspid valve, right ventricle, pulmonary valve, pulmonary artery, lungs, pulmonary veins, left atrium, mitral valve, left ventricle, aortic valve, aorta.',
      ],
      [
        'Why is the left ventricular wall thicker than the right?',
        'It pumps blood around the whole systemic circuit at much higher pressure.',
      ],
      ['What is the pacemaker of the heart?', 'The sinoatrial (SA) node in the right atrium.'],
    ],
  },
  'Pharmacology: Drug Classes': {
    overview:
      'Pharmacology studies how drugs act on the body (pharmacodynamics) and how the body handles drugs (pharmacokinetics). Knowing the main classes and their mechanisms supports safe prescribing.',
    concepts: [
      ['Pharmacokinetics', 'Absorption, distribution, metabolism (mostly hepatic) and excretion (mostly renal).'],
      ['Agonists and antagonists', 'Agonists activate receptors; antagonists block them.'],
      [
        'Beta blockers',
        'Block beta-adrenergic receptors, slowing heart rate; used in hypertension, angina and after myocardial infarction.',
      ],
      [
        'ACE inhibitors',
        'Block conversion of angiotensin I to II, lowering blood pressure; a dry cough is a common side effect.',
      ],
      [
        'Therapeutic index',
        'The ratio of toxic to effective dose; drugs with a narrow index (warfarin, digoxin) need monitoring.',
      ],
    ],
    questions: [
      [
        'Why can beta blockers be dangerous in asthma?',
        'Blocking beta-2 receptors in the airways can cause bronchoconstriction.',
      ],
      [
        'What is first-pass metabolism?',
        'Metabolism of an oral drug by the liver before it reaches the systemic circulation, lowering bioavailability.',
      ],
      [
        'Why does warfarin need INR monitoring?',
        'It has a narrow therapeutic index and many interactions, so bleeding risk must be checked.',
      ],
    ],
  },
  'Physiology of the Kidney': {
    overview:
      'The kidneys filter the blood, keep water, electrolytes and acid-base balance stable, remove waste and make hormones. The nephron is their working unit.',
    concepts: [
      [
        'Glomerular filtration',
        'Plasma is filtered in the glomerulus; the glomerular filtration rate is about 125 ml per minute.',
      ],
      [
        'Proximal tubule',
        'Reabsorbs about two thirds of filtered sodium and water and nearly all glucose and amino acids.',
      ],
      ['Loop of Henle', 'Creates the medullary concentration gradient by countercurrent multiplication.'],
      [
        'ADH and aldosterone',
        'ADH inserts water channels in the collecting duct; aldosterone increases sodium reabsorption.',
      ],
      ['Endocrine roles', 'The kidney makes renin, erythropoietin and the active form of vitamin D.'],
    ],
    questions: [
      [
        'Why does glucose appear in the urine in uncontrolled diabetes?',
        'Filtered glucose exceeds the transport maximum of the proximal tubule, so it is not all reabsorbed.',
      ],
      [
        'What happens to urine when ADH rises?',
        'More water is reabsorbed in the collecting ducts, so urine becomes smaller in volume and more concentrated.',
      ],
      [
        'Why is creatinine used to estimate GFR?',
        'It is produced at a steady rate, freely filtered and barely secreted or reabsorbed.',
      ],
    ],
  },
  'Fundamentals of Nursing Care': {
    overview:
      "Nursing care is organised through the nursing process and grounded in patient safety, communication, infection prevention and respect for the patient's dignity and choices.",
    concepts: [
      ['Nursing process', 'Assessment, diagnosis, planning, implementation and evaluation (ADPIE).'],
      [
        'Vital signs',
        'Temperature, pulse, respiratory rate, blood pressure and oxygen saturation, with pain often called the fifth sign.',
      ],
      [
        'Infection control',
        'Hand hygiene at the five moments, standard precautions and appropriate personal protective equipment.',
      ],
      [
        'Communication',
        'SBAR (situation, background, assessment, recommendation) structures handovers and escalation.',
      ],
      ['Patient safety', 'Falls and pressure injury risk assessment, patient identification and early warning scores.'],
    ],
    questions: [
      [
        'Name the five moments for hand hygiene.',
        'Before patient contact, before an aseptic task, after body fluid exposure, after patient contact, after touching patient surroundings.',
      ],
      ['What does SBAR stand for?', 'Situation, background, assessment, recommendation.'],
      [
        'Why is a baseline assessment important?',
        'It gives a reference to detect later deterioration and measure the effect of care.',
      ],
    ],
  },
  'Medication Administration and Safety': {
    overview:
      'Medication errors are a leading cause of avoidable harm. Safe administration relies on systematic checks, accurate calculation, clear documentation and knowing the medicines given.',
    concepts: [
      ['The rights of administration', 'Right patient, drug, dose, route, time, documentation, reason and response.'],
      ['Dose calculation', 'Volume = (dose prescribed / stock strength) × stock volume.'],
      [
        'Routes',
        'Oral, sublingual, topical, inhaled, subcutaneous, intramuscular and intravenous, each with different onset.',
      ],
      ['High-alert medicines', 'Insulin, anticoagulants, opioids and concentrated potassium need extra checks.'],
      ['Reporting errors', 'Errors and near misses are reported to learn and improve systems, not to blame.'],
    ],
    questions: [
      ['Prescribed 250 mg; stock is 500 mg in 10 ml. What volume do you give?', '(250 / 500) × 10 = 5 ml.'],
      ['Why double-check insulin doses?', 'It is high alert: small errors can cause severe hypoglycaemia.'],
      [
        'What should you do after discovering a medication error?',
        'Assess and monitor the patient, inform the prescriber, document and report it.',
      ],
    ],
  },
  'Circuit Analysis: Kirchhoff’s Laws': {
    overview:
      "Circuit analysis finds currents and voltages in networks of components. Ohm's law and Kirchhoff's two laws, applied systematically by nodal or mesh analysis, solve any linear circuit.",
    concepts: [
      ["Ohm's law", 'V = IR for a resistor; power P = VI = I²R = V²/R.'],
      [
        "Kirchhoff's current law",
        'The sum of currents entering a node equals the sum leaving it (conservation of charge).',
      ],
      ["Kirchhoff's voltage law", 'The sum of voltages around any closed loop is zero (conservation of energy).'],
      ['Series and parallel', 'Series resistances add; parallel resistances combine as 1/R = 1/R1 + 1/R2 + ...'],
      [
        'Thevenin equivalent',
        'Any linear two-terminal network behaves as a voltage source in series with a resistance.',
      ],
    ],
    questions: [
      [
        'A 12 V source drives 4 ohm and 2 ohm resistors in series. Find the current and each voltage.',
        'I = 12 / 6 = 2 A; 8 V across 4 ohm and 4 V across 2 ohm.',
      ],
      ['Find the equivalent of 6 ohm and 3 ohm in parallel.', '1/R = 1/6 + 1/3 = 1/2, so R = 2 ohm.'],
      ['Currents of 3 A and 2 A enter a node; one wire leaves. What does it carry?', 'By KCL, 5 A leaving.'],
    ],
  },
  'Signals and Systems': {
    overview:
      'Signals carry information; systems transform them. For linear time-invariant systems, convolution, frequency response and transforms make analysis and design tractable.',
    concepts: [
      ['LTI systems', 'Linear and time-invariant systems are fully described by their impulse response h(t).'],
      ['Convolution', 'The output is the input convolved with the impulse response: y = x * h.'],
      [
        'Fourier transform',
        'Represents a signal as a sum of sinusoids; convolution in time becomes multiplication in frequency.',
      ],
      [
        'Sampling theorem',
        'A band-limited signal can be recovered from samples taken at more than twice its highest frequency (Nyquist rate).',
      ],
      [
        'Laplace and z-transforms',
        'Generalise frequency analysis to continuous and discrete systems; poles determine stability.',
      ],
    ],
    questions: [
      [
        'A signal contains frequencies up to 4 kHz. What is the minimum sampling rate?',
        'More than 8 kHz (twice 4 kHz).',
      ],
      ['Why is convolution easier in the frequency domain?', 'It becomes pointwise multiplication of the transforms.'],
      [
        'When is a continuous-time LTI system stable?',
        'When all poles of its transfer function lie in the left half of the s-plane.',
      ],
    ],
  },
  'Statics and Free Body Diagrams': {
    overview:
      'Statics studies bodies at rest. A clear free body diagram and the equilibrium equations solve for unknown forces in beams, trusses and machines.',
    concepts: [
      ['Equilibrium', 'A rigid body is in equilibrium when the sum of forces and the sum of moments are both zero.'],
      [
        'Free body diagram',
        'Isolate the body and draw every external force and moment acting on it, including support reactions.',
      ],
      ['Supports', 'A roller gives one reaction, a pin two, and a fixed support two forces and a moment.'],
      ['Moments', 'The moment of a force about a point is force times perpendicular distance.'],
      ['Trusses', 'Two-force members analysed by the method of joints or the method of sections.'],
    ],
    questions: [
      [
        'A 4 m simply supported beam carries 10 kN at its centre. Find the reactions.',
        'By symmetry each support carries 5 kN.',
      ],
      ['What reactions does a fixed support provide in 2D?', 'A horizontal force, a vertical force and a moment.'],
      [
        'Why draw a free body diagram first?',
        'It identifies every force so the equilibrium equations are complete and consistent.',
      ],
    ],
  },
  'Fluid Mechanics Fundamentals': {
    overview:
      'Fluid mechanics studies liquids and gases at rest and in motion, from pressure in tanks to flow in pipes and lift on wings.',
    concepts: [
      ['Hydrostatic pressure', 'Pressure increases with depth: p = p0 + rho g h.'],
      ['Continuity', 'For incompressible flow the volume flow rate is constant: A1 v1 = A2 v2.'],
      [
        "Bernoulli's equation",
        'Along a streamline of steady, inviscid, incompressible flow, p + ½ rho v² + rho g h is constant.',
      ],
      [
        'Reynolds number',
        'Re = rho v D / mu compares inertial and viscous forces; in pipes flow is usually laminar below about 2300.',
      ],
      [
        'Buoyancy',
        'An immersed body is pushed up by a force equal to the weight of the fluid it displaces (Archimedes).',
      ],
    ],
    questions: [
      [
        'Water flows at 2 m/s in a pipe that narrows to half its area. Find the new speed.',
        'A1 v1 = A2 v2 gives v2 = 4 m/s.',
      ],
      ['Find the gauge pressure 10 m below the surface of water.', 'rho g h = 1000 × 9.81 × 10, about 98 kPa.'],
      [
        'Why is the Reynolds number useful?',
        'It predicts whether flow is laminar or turbulent and allows scale models to match full-size flows.',
      ],
    ],
  },
  'Structural Analysis of Beams': {
    overview:
      'Beams carry loads by bending. Shear force and bending moment diagrams locate the critical sections, and bending stress and deflection checks ensure the beam is strong and stiff enough.',
    concepts: [
      [
        'Shear and moment diagrams',
        'Show internal shear force and bending moment along the beam; the moment peaks where the shear is zero.',
      ],
      ['Load-shear-moment relations', 'dV/dx = -w and dM/dx = V.'],
      ['Bending stress', 'sigma = M y / I: zero at the neutral axis and greatest at the outer fibres.'],
      ['Standard results', 'A simply supported beam with uniform load w over span L has maximum moment wL²/8.'],
      ['Deflection', 'For the same beam the maximum deflection is 5wL^4 / (384 EI).'],
    ],
    questions: [
      [
        'A 6 m simply supported beam carries 5 kN/m. Find the maximum moment.',
        'wL²/8 = 5 × 36 / 8 = 22.5 kNm, at midspan.',
      ],
      ['Where is bending stress zero?', 'At the neutral axis, through the centroid of the section.'],
      [
        'Why are I-sections efficient in bending?',
        'They put most material far from the neutral axis, giving a high second moment of area per kilogram.',
      ],
    ],
  },
  'Soil Mechanics Basics': {
    overview:
      'Soil mechanics applies mechanics to soils, which are particles, water and air. Effective stress, permeability and shear strength govern foundations, slopes and retaining walls.',
    concepts: [
      [
        'Phase relationships',
        'Void ratio, porosity, water content and degree of saturation describe the proportions of solids, water and air.',
      ],
      [
        'Classification',
        'Soils are grouped by grain size (gravel, sand, silt, clay) and, for fine soils, by Atterberg limits.',
      ],
      [
        'Effective stress',
        "Terzaghi's principle: effective stress = total stress - pore water pressure; it controls strength and settlement.",
      ],
      ['Permeability', "Darcy's law: flow rate q = k i A."],
      ['Shear strength', "Mohr-Coulomb: tau = c' + sigma' tan phi'."],
    ],
    questions: [
      ['Total stress is 200 kPa and pore pressure 80 kPa. Find the effective stress.', '200 - 80 = 120 kPa.'],
      [
        'Why do clays settle slowly?',
        'Their low permeability means water drains out slowly as load is applied (consolidation).',
      ],
      [
        'What do the Atterberg limits describe?',
        'The water contents at which a fine soil changes between solid, plastic and liquid behaviour.',
      ],
    ],
  },
  'Comparative Politics': {
    overview:
      'Comparative politics compares political systems to explain why countries are democratic or authoritarian, stable or unstable, and how institutions shape outcomes.',
    concepts: [
      [
        'Regime types',
        'Democracies, hybrid regimes and authoritarian regimes differ in competition, participation and civil liberties.',
      ],
      [
        'Presidential and parliamentary systems',
        'Presidents are elected separately with fixed terms; prime ministers depend on parliamentary confidence.',
      ],
      [
        'Electoral systems',
        "First past the post tends to produce two-party systems (Duverger's law); proportional representation more parties.",
      ],
      [
        'Federal and unitary states',
        'Federal states divide sovereignty between levels; unitary states concentrate it centrally.',
      ],
      [
        'Democratisation',
        "Transitions to democracy are linked to economic development, elites' choices and international influence.",
      ],
    ],
    questions: [
      [
        'Why does first past the post favour two parties?',
        'Small parties win few seats and voters abandon them to avoid wasting votes.',
      ],
      [
        'Give one advantage of a parliamentary system.',
        'The executive can be removed by a vote of no confidence without waiting for an election.',
      ],
      [
        'What is a hybrid regime?',
        'One holding elections that are not fully free or fair, combining democratic and authoritarian features.',
      ],
    ],
  },
  'International Relations Theory': {
    overview:
      'International relations theories explain why states go to war, cooperate and form institutions. Realism, liberalism and constructivism offer competing lenses.',
    concepts: [
      ['Anarchy', 'There is no world government above states, so each must provide for its own security.'],
      ['Realism', 'States are the main actors, seek power and security, and balance against threats.'],
      ['Liberalism', 'Trade, democracy and international institutions make cooperation possible and war less likely.'],
      [
        'Constructivism',
        'Interests and identities are socially constructed; "anarchy is what states make of it" (Wendt).',
      ],
      [
        'Security dilemma',
        'Measures one state takes for its security can make others less secure, fuelling arms races.',
      ],
    ],
    questions: [
      [
        'How would a realist explain an arms race?',
        'Under anarchy each state arms for security, and others respond, a security dilemma.',
      ],
      [
        'What is the democratic peace theory?',
        'The observation that democracies rarely if ever fight wars with each other.',
      ],
      [
        'How does constructivism differ from realism?',
        'It sees interests as shaped by ideas and identity, not fixed by the distribution of power.',
      ],
    ],
  },
  'Climate Change Science': {
    overview:
      'The Earth is warming mainly because human activity has raised atmospheric greenhouse gases. Climate science measures the change, explains its mechanisms and projects its impacts.',
    concepts: [
      [
        'Greenhouse effect',
        'Gases such as CO2, methane and water vapour absorb outgoing infrared radiation and warm the surface.',
      ],
      ['Rising CO2', 'Atmospheric CO2 has risen from about 280 ppm before industrialisation to over 420 ppm.'],
      ['Feedbacks', 'Melting ice lowers albedo and a warmer atmosphere holds more water vapour, amplifying warming.'],
      ['Impacts', 'Sea-level rise, more frequent heatwaves, heavier rainfall and ocean acidification.'],
      [
        'Mitigation and adaptation',
        'Cutting emissions (renewables, efficiency) and adapting to changes already under way.',
      ],
    ],
    questions: [
      [
        'Why does melting sea ice accelerate warming?',
        'Dark ocean absorbs more sunlight than reflective ice, a positive albedo feedback.',
      ],
      [
        'What is ocean acidification?',
        'Seawater absorbs CO2, forming carbonic acid and lowering pH, which harms shell-building organisms.',
      ],
      [
        'Give two lines of evidence for human-caused warming.',
        'Rising CO2 with a fossil-fuel isotope signature, and a warming lower atmosphere with a cooling stratosphere.',
      ],
    ],
  },
  'Ecosystems and Biodiversity': {
    overview:
      'Ecosystems are communities of organisms interacting with their physical environment. Energy flows through them and nutrients cycle, and biodiversity underpins their stability and services.',
    concepts: [
      [
        'Trophic levels',
        'Producers, primary consumers, secondary consumers and decomposers; only about 10% of energy passes between levels.',
      ],
      ['Nutrient cycles', 'Carbon, nitrogen and phosphorus move between living things and the environment.'],
      ['Biodiversity', 'Variety at genetic, species and ecosystem levels.'],
      [
        'Keystone species',
        'Species with effects far larger than their abundance, such as sea otters controlling urchins.',
      ],
      ['Threats', 'Habitat loss, invasive species, pollution, overexploitation and climate change.'],
    ],
    questions: [
      [
        'Producers fix 10,000 kJ. How much reaches secondary consumers?',
        'About 10% per step: 1,000 kJ to primary and 100 kJ to secondary consumers.',
      ],
      [
        'Why are food chains rarely longer than four or five levels?',
        'So little energy remains at higher levels that it cannot support another population.',
      ],
      ['Give one ecosystem service.', 'Pollination of crops by insects.'],
    ],
  },
  'Hypothesis Testing and p-Values': {
    overview:
      'Hypothesis testing decides whether data give enough evidence against a default claim. The p-value measures how surprising the data would be if that claim were true.',
    concepts: [
      ['Null and alternative', 'H0 is the default (no effect); H1 is what we look for evidence of.'],
      [
        'p-value',
        'The probability, assuming H0, of data at least as extreme as observed; it is not the probability that H0 is true.',
      ],
      ['Significance level', 'Reject H0 when p is below alpha, commonly 0.05.'],
      [
        'Errors',
        'Type I: rejecting a true H0 (probability alpha). Type II: failing to reject a false H0; power = 1 - P(Type II).',
      ],
      ['t-tests', 'One-sample, independent two-sample and paired t-tests compare means.'],
    ],
    questions: [
      [
        'Interpret p = 0.03 at the 5% level.',
        'Data this extreme would occur 3% of the time if H0 were true; as 0.03 < 0.05 we reject H0.',
      ],
      [
        'When should you use a paired t-test?',
        'When the two measurements come from the same subjects, such as before and after a treatment.',
      ],
      [
        'How can you increase the power of a test?',
        'Increase the sample size, reduce variability or test a larger effect.',
      ],
    ],
  },
  'Linear Regression Analysis': {
    overview:
      'Linear regression models a response as a straight-line function of one or more predictors. Least squares estimates the coefficients, and diagnostics check whether the model is adequate.',
    concepts: [
      ['Model', 'y = b0 + b1 x + e, where e is random error with mean zero.'],
      ['Least squares', 'Choose b0 and b1 to minimise the sum of squared residuals; b1 = Sxy / Sxx.'],
      ['R-squared', 'The share of the variance of y explained by the model, between 0 and 1.'],
      [
        'Assumptions',
        'Linearity, independent errors, constant variance and (for inference) normally distributed errors.',
      ],
      [
        'Interpreting coefficients',
        'b1 is the expected change in y for a one-unit increase in x, other predictors held constant.',
      ],
    ],
    questions: [
      [
        'A fitted model is price = 50 + 2.5 × size. Interpret 2.5.',
        'Each extra unit of size is associated with a 2.5 unit higher expected price.',
      ],
      ['What does R-squared = 0.81 mean?', '81% of the variation in y is explained by the model.'],
      [
        'What does a funnel-shaped residual plot suggest?',
        'Non-constant variance (heteroscedasticity), which invalidates standard errors.',
      ],
    ],
  },
  'Consumer Behaviour': {
    overview:
      'Consumer behaviour studies how people choose, buy, use and dispose of products. Psychological, social and cultural factors shape each stage of the buying decision.',
    concepts: [
      [
        'Decision process',
        'Need recognition, information search, evaluation of alternatives, purchase and post-purchase behaviour.',
      ],
      [
        'Involvement',
        'High-involvement purchases (cars) get extensive search; low-involvement ones (snacks) are habitual.',
      ],
      [
        'Motivation',
        "Maslow's hierarchy links products to physiological, safety, social, esteem and self-actualisation needs.",
      ],
      ['Social influence', 'Reference groups, family, opinion leaders and culture shape preferences.'],
      ['Cognitive dissonance', 'Post-purchase doubt, reduced by reassurance, guarantees and follow-up.'],
    ],
    questions: [
      ['Why do car dealers follow up after a sale?', 'To reduce post-purchase cognitive dissonance and build loyalty.'],
      [
        'Give an example of a reference group influencing a purchase.',
        'Students buying the same trainer brand their friends wear.',
      ],
      [
        'How does involvement change marketing?',
        'High involvement needs detailed information; low involvement relies on visibility and habit.',
      ],
    ],
  },
  'Digital Marketing Analytics': {
    overview:
      'Digital marketing analytics measures online activity to improve campaigns. Funnels, attribution and experiments turn clicks into decisions.',
    concepts: [
      ['Key metrics', 'Impressions, click-through rate, conversion rate, cost per acquisition and return on ad spend.'],
      ['Funnel', 'Awareness, interest, consideration, conversion and retention; analytics finds where users drop off.'],
      [
        'Attribution',
        'Assigning credit for a conversion to touchpoints: last click, first click, linear or data-driven.',
      ],
      ['A/B testing', 'Randomly show two versions and compare conversion rates with a significance test.'],
      [
        'Customer lifetime value',
        'Expected profit from a customer over the relationship; compare it with acquisition cost.',
      ],
    ],
    questions: [
      ['An ad gets 20,000 impressions and 400 clicks. Find the click-through rate.', '400 / 20,000 = 2%.'],
      ['A campaign costs £2,000 and produces 50 sales. Find the cost per acquisition.', '£2,000 / 50 = £40.'],
      [
        'Why can last-click attribution mislead?',
        'It ignores earlier touchpoints that created awareness and interest.',
      ],
    ],
  },
};
