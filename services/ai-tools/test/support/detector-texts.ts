/** A student's personal essay of about 370 words (written for these tests): human text to score. */
export const STUDENT_ESSAY = `Last summer I worked at a small bakery on the corner of Elm Street, and I learned more there than in any class I took that year. The owner, Mrs. Alvarez, opened the doors at five every morning, rain or shine. She had run the place for twenty-two years and still tasted every batch of dough before it went into the oven. My job was simple at first: sweep the floor, wash the trays, and smile at customers who were mostly half asleep. By July she trusted me with the register, and by August I was shaping loaves badly but with enthusiasm.

What surprised me was how much of baking is waiting. Dough rises on its own schedule. You cannot hurry yeast, no matter how many people stand in line. Mrs. Alvarez used those quiet minutes to tell stories about her father, who sold bread from a cart in Guadalajara, and about the winter the furnace broke and they baked in coats and gloves. I laughed at the stories, but I also noticed that she never wasted a minute; while she talked, her hands kept folding, pinching, dusting flour.

Some days went wrong. Once I forgot the salt in forty rolls, and we had to throw every one of them away. Another time a delivery truck blocked the alley for two hours, and the milk went warm in the sun. She did not shout. She just asked what I would do differently, then made me write it down on a napkin that she pinned above the sink. By the end of the summer that napkin wall was crowded with my mistakes, and I was oddly proud of it.

I think about that bakery when I study now. Chemistry problems, like bread, seem to need time I do not want to give them. I still rush. But when a lab report falls apart, I remember the salt-free rolls and the napkins, and I start again, slower, with the list of what went wrong beside me. My grades have improved a little, though my bread has not. Last week I even baked a loaf for my roommates; they were kind about it, and nobody asked for a second slice.`;

/** Its first paragraph: too short to score. */
export const SHORT_TEXT = STUDENT_ESSAY.split('\n\n')[0]!;
