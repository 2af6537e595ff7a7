import type { BlogSeedPost } from './blog-seed.data';

/** The blog's first twelve posts (written for Studyhub). */
export const BLOG_SEED_POSTS: BlogSeedPost[] = [
  {
    title: 'Why Rereading Feels Productive but Is Not: The Case for Active Recall',
    slug: 'why-rereading-feels-productive-active-recall',
    excerpt:
      'Highlighting and rereading make material feel familiar, and familiarity is easy to mistake for knowledge. Pulling answers out of your own memory is what makes them stick.',
    publishedAt: '2026-06-02T08:00:00Z',
    author: 'miriam-osei',
    category: 'study-skills',
    tags: ['active-recall', 'flashcards', 'note-taking'],
    content: `
<p>Most students study the way they were never taught not to: they reread the chapter, highlight the important lines and reread the highlights. It feels like work, and after the third pass the page looks very familiar. That familiarity is the trap. Recognising a sentence when you see it is a much easier task than producing the idea when the page is closed, and the exam asks for the second.</p>
<h2>What active recall is</h2>
<p>Active recall means closing the book and asking yourself to bring the material back: explain the concept, list the steps, solve the problem, draw the diagram. The effort of retrieving strengthens the memory far more than another look at the answer. Psychologists call this the <strong>testing effect</strong>, and it is one of the most reliable findings in the study of learning: students who spend part of their time testing themselves remember substantially more a week later than students who spend all of it rereading.</p>
<h2>How to start tomorrow</h2>
<ul>
<li><strong>Turn headings into questions.</strong> “The Krebs cycle” becomes “What goes into the Krebs cycle, what comes out, and why does the cell need it?” Answer before you check.</li>
<li><strong>Use the blank page.</strong> After a lecture, write down everything you remember on one sheet without notes. Then open the notes and fill the gaps in a different colour. The gaps are your study list.</li>
<li><strong>Make flashcards that ask, not tell.</strong> A good card has one question and one short answer. If the back of a card is a paragraph, split it.</li>
<li><strong>Explain it out loud.</strong> Teach the idea to an empty chair or a friend. Where you hesitate is where your understanding is thin.</li>
</ul>
<h2>Expect it to feel harder</h2>
<p>Retrieval is uncomfortable because it exposes what you do not know yet. That discomfort is the point: the struggle to remember is what builds the memory. If a session of self-testing leaves you feeling less confident than a session of rereading, you are probably learning more, not less.</p>
<blockquote><p>Reread to find out what to learn. Recall to actually learn it.</p></blockquote>
<p>Keep rereading for its real job: checking answers and catching details you missed. Then close the book again.</p>`,
  },
  {
    title: 'Spaced Repetition: Build a Review Schedule That Beats Cramming',
    slug: 'spaced-repetition-review-schedule',
    excerpt:
      'Cramming works until the morning after the exam. Reviewing the same material a little at a time, with growing gaps, keeps it for the final and beyond.',
    publishedAt: '2026-06-16T08:00:00Z',
    author: 'miriam-osei',
    category: 'study-skills',
    tags: ['spaced-repetition', 'flashcards', 'time-management'],
    content: `
<p>Everyone has crammed, and most of us have passed an exam that way. Ask yourself what you remember of that course now. Massed study produces a sharp, short-lived memory; spreading the same hours over days and weeks produces a slower, sturdier one. This is the <strong>spacing effect</strong>, first measured more than a century ago and confirmed many times since.</p>
<h2>Why gaps help</h2>
<p>When you review something you have half forgotten, your brain has to work to retrieve it, and that effort makes the next forgetting slower. Review too soon and there is nothing to rebuild; review too late and you are learning it from scratch. The sweet spot is just before you would forget, and it moves further out each time you succeed.</p>
<h2>A simple schedule</h2>
<p>You do not need special software to start. After you first learn a topic, review it:</p>
<ol>
<li>the next day,</li>
<li>three days later,</li>
<li>a week after that,</li>
<li>then two weeks, then a month.</li>
</ol>
<p>If a review goes badly, go back a step. If it is easy, stretch the next gap. Write the dates in your calendar next to the topic, or keep a small table in the front of your notebook.</p>
<h2>Let a tool do the bookkeeping</h2>
<p>Flashcard apps with spaced repetition, including the Studyhub flashcard maker, schedule each card individually: the cards you know drift to the back, the ones you miss come back tomorrow. Ten to twenty minutes a day keeps hundreds of cards alive. The rule that matters is consistency; a daily session beats a weekly marathon.</p>
<h2>Interleave while you space</h2>
<p>When you review, mix topics instead of doing one chapter at a time. Switching between problem types forces you to decide which method applies, which is exactly what the exam will ask. It feels messier and it works better.</p>
<p>Start a spaced schedule four weeks before your next exam and compare the last week with the last time you crammed. The difference is not subtle.</p>`,
  },
  {
    title: 'Notes You Will Actually Use: The Cornell Method, Adapted',
    slug: 'cornell-notes-adapted',
    excerpt:
      'Notes that copy the slides are rarely read again. A page split into cues, notes and a summary turns every lecture into material you can test yourself on.',
    publishedAt: '2026-07-01T08:00:00Z',
    author: 'miriam-osei',
    category: 'study-skills',
    tags: ['note-taking', 'active-recall'],
    content: `
<p>If the slides are posted online, copying them word for word during the lecture is wasted effort. Good notes do a different job: they capture what the lecturer added, the connections between ideas, and the questions you will need to answer later. The Cornell layout, designed at Cornell University in the 1950s, is still one of the best ways to get there.</p>
<h2>The layout</h2>
<p>Divide a page into three parts:</p>
<ul>
<li><strong>Notes</strong> (the wide right column): what you hear and see in class, in your own words, with examples and diagrams.</li>
<li><strong>Cues</strong> (a narrow left column): filled in after class with questions and keywords that the notes answer.</li>
<li><strong>Summary</strong> (the bottom strip): two or three sentences on what the page is about, written from memory.</li>
</ul>
<h2>The part most people skip</h2>
<p>The cue column is where the method earns its reputation. Within a day of the lecture, read your notes and write a question beside each chunk: “Why does demand shift here?”, “What are the three conditions for this theorem?” Later, cover the notes column and answer the questions from the cues. Your notes have become a self-test, which is exactly what <a href="/blog/why-rereading-feels-productive-active-recall">active recall</a> asks for.</p>
<h2>Adapting it to the way you work</h2>
<ul>
<li><strong>On a laptop:</strong> use a two-column table, or write cues as headings and collapse the notes beneath them.</li>
<li><strong>In technical subjects:</strong> put a worked example in the notes and the bare problem in the cues, then re-solve it without looking.</li>
<li><strong>For reading:</strong> use the same layout for textbook chapters. Writing the summary without looking back tells you whether you understood the chapter or just read it.</li>
</ul>
<p>The whole system costs about ten minutes per lecture after class. In exchange you never face a pile of notes the week before the exam wondering what to do with them.</p>`,
  },
  {
    title: 'Deep Work for Students: Protecting 90 Minutes of Focus',
    slug: 'deep-work-for-students',
    excerpt:
      'Two hours with your phone on the desk is often worth less than one hour without it. A short ritual and a few rules make focused study a habit rather than a mood.',
    publishedAt: '2026-07-15T08:00:00Z',
    author: 'jonas-lindqvist',
    category: 'study-skills',
    tags: ['focus', 'time-management'],
    content: `
<p>Hard material, proofs, problem sets, dense readings, needs long stretches of unbroken attention. Every notification that pulls you away costs more than the seconds you spend on it: it takes several minutes to rebuild the train of thought you were following. A day of interrupted study can leave you tired without having done much.</p>
<h2>Plan the block, not the day</h2>
<p>Choose one or two blocks of 60 to 90 minutes a day for your hardest work and guard them. Put them in your calendar like a class. Decide in advance what the block is for: not “study chemistry” but “finish problems 4 to 9 on equilibrium and check them against the solutions.”</p>
<h2>A five-minute start ritual</h2>
<ol>
<li>Phone in another room, or at least face down in a bag. Out of sight matters; willpower does not.</li>
<li>Close every tab that is not the work. Keep a scrap of paper for stray thoughts (“email tutor”) so you can park them without acting on them.</li>
<li>Write the goal of the block at the top of the page.</li>
<li>Start with the easiest first step, to get moving.</li>
</ol>
<h2>Breaks are part of the plan</h2>
<p>Attention fades. After a block, take a real break: walk, stretch, get water, look at something far away. Scrolling is not a break, because it keeps your brain busy with new input. Shorter cycles, such as 25 minutes of work and 5 of rest, work well when a subject feels overwhelming or motivation is low.</p>
<h2>Measure what you finish</h2>
<p>At the end of each block, write one line: what you completed and what comes next. Over a week these lines show you when you concentrate best and how much a focused hour really gets done, which makes the next plan more honest.</p>
<p>Focus is not a personality trait. It is a set of conditions you can arrange, one block at a time.</p>`,
  },
  {
    title: 'A Four-Week Exam Plan That Starts From the Syllabus',
    slug: 'four-week-exam-plan',
    excerpt:
      'The best exam plans are built backwards from what will be tested. Here is a week-by-week structure that leaves time for practice papers and rest.',
    publishedAt: '2026-08-05T08:00:00Z',
    author: 'jonas-lindqvist',
    category: 'exam-preparation',
    tags: ['time-management', 'practice-tests', 'spaced-repetition'],
    content: `
<p>Students who feel unprepared in the last week rarely lacked hours; they lacked a plan that decided early where those hours would go. Four weeks is enough time to cover a typical course properly if you start from the right document: the syllabus, or the list of learning outcomes.</p>
<h2>Before week one: make the map</h2>
<p>List every topic the exam can cover. Next to each, rate yourself honestly: green (could explain it now), amber (recognise it, could not teach it), red (lost). Note how much each topic is worth if past papers or the lecturer tell you. This list is your plan; everything else is scheduling.</p>
<h2>Week one: reds first</h2>
<p>Spend most of your time on the red topics while there is still time to ask questions in office hours or tutorials. Learn each one properly, then test yourself on it two days later.</p>
<h2>Week two: ambers and the first past paper</h2>
<p>Work through the amber topics with <a href="/blog/why-rereading-feels-productive-active-recall">active recall</a>: questions, problems and explanations from memory. At the end of the week, sit one past paper under timed conditions, even if you feel unready. It will show you the format, the pace and your real gaps.</p>
<h2>Week three: practice, mark, repair</h2>
<p>Do two or three more past papers or problem sets. Mark them strictly against the model answers. For every lost mark, write down why: did not know, misread the question, ran out of time, careless error. Each cause has a different fix.</p>
<h2>Week four: review and rest</h2>
<ul>
<li>Review the whole map once more with quick recall tests, not rereading.</li>
<li>Do one final timed paper early in the week, not the night before.</li>
<li>Keep the last two days light: summary sheets, flashcards, sleep.</li>
</ul>
<h2>Leave slack</h2>
<p>Plan only five study days a week. Something will go wrong: a cold, a deadline in another course, a topic that takes twice as long. The spare days absorb it without breaking the plan.</p>`,
  },
  {
    title: 'Practice Tests: The Most Underused Exam Strategy',
    slug: 'practice-tests-underused-strategy',
    excerpt:
      'Sitting a practice exam feels like an assessment, but it is one of the most effective ways to learn. How to use past papers properly, including the marking.',
    publishedAt: '2026-08-26T08:00:00Z',
    author: 'jonas-lindqvist',
    category: 'exam-preparation',
    tags: ['practice-tests', 'active-recall', 'exam-stress'],
    content: `
<p>Many students save past papers for the very end, as a final check. That wastes their best study material. A practice test is <a href="/blog/why-rereading-feels-productive-active-recall">active recall</a> in its most realistic form: the same kind of questions, under the same kind of pressure, with nothing to look at.</p>
<h2>Three benefits at once</h2>
<ul>
<li><strong>You learn the material.</strong> Retrieving answers strengthens them, even the ones you get wrong once you check them.</li>
<li><strong>You learn the exam.</strong> Question styles, how marks are distributed, how long a six-mark answer should be.</li>
<li><strong>You practise the conditions.</strong> Working against the clock is a skill, and it improves with repetition.</li>
</ul>
<h2>How to sit one</h2>
<p>Clear a desk, set a timer for the real duration and put your notes away. Answer in full sentences or full working, as you would on the day. If you get stuck, mark the question and move on, exactly as you should in the exam.</p>
<h2>How to mark one</h2>
<p>The marking is where most of the learning happens. Use the mark scheme or model answers and be strict. For every question, note the marks you lost and the reason. Then redo the questions you got wrong a few days later, without looking at the solution. If you can now do them, the gap is closed.</p>
<h2>When you run out of past papers</h2>
<ul>
<li>Swap papers with a classmate who writes questions for you, and do the same for them.</li>
<li>Use end-of-chapter problems under timed conditions.</li>
<li>Turn lecture learning outcomes into exam-style questions.</li>
<li>Generate practice questions from your notes with a flashcard tool, then answer them on paper.</li>
</ul>
<p>A practice test that goes badly is good news three weeks before the exam. It tells you exactly where to spend the time you have left.</p>`,
  },
  {
    title: 'The Night Before and the Morning Of: Sleep, Food and Nerves',
    slug: 'night-before-exam-sleep-food-nerves',
    excerpt:
      'An all-nighter trades the memory you built for a few more pages you will not retain. What to do in the last 24 hours so your preparation shows up in the exam room.',
    publishedAt: '2026-09-09T08:00:00Z',
    author: 'jonas-lindqvist',
    category: 'exam-preparation',
    tags: ['sleep', 'exam-stress'],
    content: `
<p>The last day before an exam is not the time to learn new material. It is the time to make sure everything you already learned is available when you need it. That depends more on sleep, food and calm than on one more chapter.</p>
<h2>Sleep is part of studying</h2>
<p>During sleep the brain consolidates what you learned during the day. Cutting sleep short the night before an exam reduces both memory and the ability to think clearly under pressure. A full night after a light review will serve you better than a night of cramming. If you cannot sleep, rest in the dark anyway and do not reach for your phone.</p>
<h2>The last evening</h2>
<ul>
<li>Review summary sheets and flashcards for an hour or two, no more.</li>
<li>Pack everything the night before: ID, pens, calculator, water, admission details.</li>
<li>Check the room and the start time, and plan to arrive early.</li>
<li>Do something relaxing that is not a screen for the last half hour.</li>
</ul>
<h2>The morning</h2>
<p>Eat a proper breakfast with something slow-burning: oats, eggs, bread, fruit. Drink water. Keep caffeine to what you normally have; an exam is not the day to double it. A short walk before the exam helps settle nerves.</p>
<h2>Nerves in the room</h2>
<p>Some nervousness is useful: it sharpens attention. When it tips into panic, slow your breathing: in for four counts, hold for four, out for six, a few times. Then read the whole paper, choose the question you are surest about, and start there. Getting a first answer down is the quickest way to calm down.</p>
<p>If your mind goes blank, move on and come back. Memories often return once the pressure of that one question is gone.</p>`,
  },
  {
    title: 'Study Groups That Work: Roles, Rules and Retrieval',
    slug: 'study-groups-that-work',
    excerpt:
      'A study group can double your learning or quietly waste an evening. The difference is structure: a clear goal, a short agenda and everyone doing the recalling.',
    publishedAt: '2026-09-23T08:00:00Z',
    author: 'miriam-osei',
    category: 'study-skills',
    tags: ['group-study', 'active-recall', 'practice-tests'],
    content: `
<p>Studying with others can be one of the most effective ways to learn: explaining an idea to someone else exposes gaps in your own understanding, and hearing a classmate’s approach shows you a second way in. It can also turn into two hours of chatting with textbooks open. Groups that work tend to share a few habits.</p>
<h2>Keep it small and prepared</h2>
<p>Three to five people is plenty. Everyone should arrive having done the reading or the problem set alone first. The group is for testing and explaining, not for a first encounter with the material.</p>
<h2>Give the session a shape</h2>
<ol>
<li><strong>Five minutes:</strong> agree on the goal (“be able to solve any question on chapter 6”).</li>
<li><strong>Forty minutes:</strong> take turns. One person explains a topic or solves a problem at the board; the others ask questions and correct.</li>
<li><strong>Twenty minutes:</strong> quiz each other with questions written beforehand.</li>
<li><strong>Five minutes:</strong> list what is still unclear and who will find out.</li>
</ol>
<h2>Rotate the roles</h2>
<p>Someone keeps time, someone writes down open questions, someone plays sceptic and asks “why?” after every step. Rotating these roles keeps everyone active and stops the strongest student from doing all the talking, which helps them least and everyone else not much more.</p>
<h2>Share work, not answers</h2>
<p>Working through problems together is good learning. Copying a solution to hand in as your own is not, and for graded assignments your course rules decide what collaboration is allowed. When in doubt, ask the lecturer and write your final answers alone.</p>
<p>Leave each session with a short list of topics to revisit on your own. The group shows you what you do not know; the follow-up is where you learn it.</p>`,
  },
  {
    title: 'Using AI Honestly: A Simple Test for Every Prompt',
    slug: 'using-ai-honestly-simple-test',
    excerpt:
      'AI tools can explain, quiz and give feedback, or they can do your work for you. One question helps you tell the difference before you press enter.',
    publishedAt: '2026-10-07T08:00:00Z',
    author: 'priya-raman',
    category: 'ai-and-academic-integrity',
    tags: ['ai-tools', 'plagiarism', 'essay-writing'],
    content: `
<p>AI writing and tutoring tools are now part of studying, and most universities have updated their policies to say so. The rules differ between institutions and even between courses, so the first step is always to read your course’s policy. Beyond the rules, there is a simple test that works almost everywhere.</p>
<h2>The test: who is doing the thinking?</h2>
<p>Before you send a prompt, ask: <strong>after this, will I understand more, or will I just have more text?</strong> If the tool is helping you think, by explaining, questioning or giving feedback on your own work, you are using it to learn. If it is producing the thinking you are supposed to demonstrate, you are outsourcing the assignment, whatever the policy technically allows.</p>
<h2>Usually fine (check your course)</h2>
<ul>
<li>Asking for an explanation of a concept in simpler words, or with a different example.</li>
<li>Generating practice questions from your notes and answering them yourself.</li>
<li>Getting feedback on the structure or clarity of a draft you wrote.</li>
<li>Checking grammar and spelling in your own text.</li>
</ul>
<h2>Usually not</h2>
<ul>
<li>Submitting generated text, whole or lightly edited, as your own writing.</li>
<li>Having a tool solve graded problems and copying the working.</li>
<li>Paraphrasing a source through a tool to hide where the ideas came from.</li>
</ul>
<h2>Be open about it</h2>
<p>If you used an AI tool in a way your course allows, say so. Many instructors ask for a short note: which tool, for what, and how you checked its output. Keep your prompts and drafts; they show your process if questions ever come up.</p>
<h2>Check everything it tells you</h2>
<p>AI tools produce fluent text that can be wrong, including invented references. Every fact and citation you use must come from a source you have actually read. The tool can point you toward reading; it cannot replace it.</p>
<p>Used this way, AI becomes a patient tutor available at midnight. Used the other way, it costs you the learning the degree is meant to give you.</p>`,
  },
  {
    title: 'AI as a Tutor, Not a Ghostwriter: Prompts That Make You Think',
    slug: 'ai-tutor-not-ghostwriter-prompts',
    excerpt:
      'The same chatbot can write your essay or teach you to write it. Six prompt patterns that keep the learning on your side of the screen.',
    publishedAt: '2026-10-21T08:00:00Z',
    author: 'priya-raman',
    category: 'ai-and-academic-integrity',
    tags: ['ai-tools', 'active-recall', 'essay-writing'],
    content: `
<p>The difference between a tutor and a ghostwriter is not the tool, it is the request. Ask an AI to “write 1,000 words on the causes of the First World War” and you get an essay you did not learn from. Ask it to help you think and you get a study partner who never gets tired. Here are six patterns that keep you doing the work.</p>
<h2>1. Quiz me</h2>
<p><em>“Here are my notes on cell respiration. Ask me ten questions, one at a time, and wait for my answer before telling me if I am right.”</em> This turns your notes into <a href="/blog/why-rereading-feels-productive-active-recall">active recall</a> practice.</p>
<h2>2. Explain it differently</h2>
<p><em>“I do not understand eigenvectors from my lecture. Explain them with a concrete example, then give me a small problem to check my understanding.”</em></p>
<h2>3. Find the holes in my argument</h2>
<p><em>“Here is my thesis and outline. What are the strongest objections a critical reader would raise?”</em> You still decide how to respond, and the essay stays yours.</p>
<h2>4. Give feedback, not rewrites</h2>
<p><em>“Point out unclear sentences in this paragraph and explain why they are unclear. Do not rewrite them.”</em> Fixing them yourself is how your writing improves.</p>
<h2>5. Show me where I went wrong</h2>
<p><em>“Here is my working for this problem. I got the wrong answer. Which step is the mistake? Do not show me the full solution.”</em></p>
<h2>6. Plan my revision</h2>
<p><em>“My exam is in three weeks and covers these topics. I am weak on 2 and 5. Suggest a schedule with spaced reviews.”</em></p>
<h2>A habit worth keeping</h2>
<p>After each session, close the chat and write down in your own words what you learned. If you cannot, the tool did the thinking. And always check facts and references against real sources: AI tools can be confidently wrong.</p>`,
  },
  {
    title: 'Plagiarism Is Not Only Copying: Paraphrase, Patchwriting and Citing Well',
    slug: 'plagiarism-paraphrase-patchwriting-citing',
    excerpt:
      'Most plagiarism cases are not deliberate theft but weak paraphrasing and missing citations. How to use sources so your own thinking is clearly visible.',
    publishedAt: '2026-11-04T08:00:00Z',
    author: 'priya-raman',
    category: 'ai-and-academic-integrity',
    tags: ['plagiarism', 'citations', 'essay-writing'],
    content: `
<p>When students hear “plagiarism” they picture someone copying an essay from the internet. In practice, most integrity cases involve something less dramatic: a paraphrase that stays too close to the original, a citation that was forgotten, or notes in which the student’s words and the source’s words got mixed up.</p>
<h2>Patchwriting</h2>
<p>Patchwriting means taking a source sentence and swapping a few words for synonyms while keeping its structure. It feels like paraphrasing, but the thinking and the shape of the sentence still belong to the author. Even with a citation, it is usually treated as poor practice, and without one, as plagiarism.</p>
<h2>How to paraphrase properly</h2>
<ol>
<li>Read the passage until you understand the idea.</li>
<li>Close the source.</li>
<li>Write the idea in your own words and sentence structure, as you would explain it to a friend.</li>
<li>Compare with the original: if phrases match, rewrite or quote them.</li>
<li>Cite the source. A paraphrase still needs a citation because the idea is not yours.</li>
</ol>
<h2>When to quote</h2>
<p>Quote when the exact wording matters: a definition, a striking phrase, a claim you are going to analyse. Use quotation marks and a page number. Keep quotes short and always follow them with your own interpretation.</p>
<h2>Keep clean notes</h2>
<p>Many accidental cases start in the notes. Mark quotations clearly (“Q” and page number), paraphrases differently, and your own ideas in a third way. Record the full reference the moment you take the note, not the night before the deadline.</p>
<h2>Check before you submit</h2>
<p>A plagiarism checker, such as the one on Studyhub, compares your text with other sources and highlights passages that match. Use it as a mirror, not a judge: a highlighted passage might be a correctly cited quote, or a paraphrase that needs more of your own voice. The goal is a paper where the reader can always tell whose idea is whose.</p>`,
  },
  {
    title: 'From Blank Page to First Draft: Outlining an Essay in 30 Minutes',
    slug: 'blank-page-to-first-draft-outline',
    excerpt:
      'Most essay stress comes from trying to write and think at the same time. A half-hour outline separates the two and makes the draft almost write itself.',
    publishedAt: '2026-11-18T08:00:00Z',
    author: 'priya-raman',
    category: 'writing',
    tags: ['essay-writing', 'time-management', 'citations'],
    content: `
<p>Staring at an empty document is rarely a writing problem. It is a thinking problem: you do not yet know what you want to say, so every sentence feels wrong. An outline solves that by making the big decisions first, before you worry about wording.</p>
<h2>Minutes 0–5: unpack the question</h2>
<p>Underline the command words (“evaluate”, “compare”, “to what extent”) and the key terms. Rewrite the question in your own words. If the assignment has a marking rubric, note the criteria at the top of your page.</p>
<h2>Minutes 5–15: decide your answer</h2>
<p>Write a one-sentence thesis that answers the question directly: not “this essay will discuss X” but “X mattered more than Y because…”. It can change later, but you need a position to organise around. Then list the three or four reasons or pieces of evidence that support it.</p>
<h2>Minutes 15–25: build the paragraphs</h2>
<p>Turn each reason into a paragraph plan:</p>
<ul>
<li>the point, in one sentence;</li>
<li>the evidence, with its source and page number;</li>
<li>your analysis: why this evidence supports the point;</li>
<li>the link back to the thesis.</li>
</ul>
<p>Add one paragraph for the strongest counter-argument and your response to it. This is where essays move from description to argument.</p>
<h2>Minutes 25–30: check the shape</h2>
<p>Read only the first sentences of your paragraph plans in order. Together they should read like a short version of your essay. If one does not fit, cut or move it now, when it costs nothing.</p>
<h2>Then write, fast</h2>
<p>Draft paragraph by paragraph without polishing. Leave notes like [CHECK DATE] instead of stopping to search. Editing is a separate session, ideally the next day. Keep <a href="/blog/plagiarism-paraphrase-patchwriting-citing">your citations</a> attached to each point from the start, so the reference list is a formality rather than a scavenger hunt.</p>`,
  },
];
