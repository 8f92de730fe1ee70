"""The verbs and states of the context table (`rules/situation.py`).

`CONTEXT_VERBS` are the verbs of a situation under way ("renovating", "retraining as");
`MORE_CONTEXT_VERBS` the kinds its first rows do not name: a stretch of study away, a long
journey, a standard worked towards, a wait on an answer, a treatment or a pledge done
without an article, money chased and a claim in law. `IN_SITUATION` reads a state one is in
for a while ("in therapy", "on sick leave since march")."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.lexicon import LANGUAGES, alternation

MORE_CONTEXT_VERBS = (
    # a stretch of study away: "doing erasmus in bologna", "doing one semester at yonsei"
    r"doing(?= (?:erasmus|an? exchange|(?:one|a|an|my|this) (?:semester|term|year) (?:abroad|at|in))\b)|"
    # a long journey of weeks or more: "backpacking se asia for 6 months", "cycling the
    # Via Francigena in stages" (a trip of days is a dated event, the activity layer's)
    r"(?:backpacking|interrailing|cycling|walking|hiking|travell?ing (?:around|through))"
    r"(?=.*\b(?:for (?:\d+|a few|several|two|three|four|five|six|eight|nine|ten|twelve) "
    r"(?:months|years)|for a year|in stages|around the world)\b)|"
    # a standard or paper worked towards: "working to get the GlobalG.A.P. certification"
    r"working (?:to get|towards?)|"
    # a wait on an answer or a paper: "waiting to hear back about the job", "waiting for my
    # test results"; a treatment done without an article: "doing physio for my shoulder"
    r"waiting to hear(?: back)?(?= (?:about|from|on)\b)|waiting for(?= (?:my|the|our) "
    r"(?:[\w-]+ ){0,2}?(?:results?|visa|decision|offer|diagnosis|approval|permit|papers|"
    r"transplant|surgery|operation|referral|assessment)\b)|"
    r"doing(?= (?:physio|rehab|chemo|radiotherapy|dialysis|ivf|couples therapy|dry january|"
    r"sober october|veganuary|stoptober|a no[- ]spend (?:month|year))\b)|"
    # money chased and a claim in law: "chasing payment for a logo", "suing my old landlord"
    r"chasing(?= (?:payment|an? unpaid|my|our|up)\b)|suing|taking (?:[\w-]+ ){1,3}?to court"
)

CONTEXT_VERBS = (
    # a new line of work being trained for: "retraining as an electrician", "training to be
    # a paramedic", "switching careers into UX design"
    r"retraining (?:as|in|to be(?:come)?)|retraining|(?:training|studying) (?:to be(?:come)?|as)|"
    r"(?:switching|changing) careers? (?:into|to)|requalifying as|"
    r"working on|writing|building|developing|migrating|preparing for|studying for|revising for|"
    # an exam prepared without "for", a language studied: "preparing IELTS", "studying english"
    rf"prepping for|preparing(?= (?:[\w-]+ ){{0,2}}?(?:exams?|tests?|ielts|toefl|interviews?|finals)\b)|"
    rf"studying(?= (?:{alternation(LANGUAGES)})\b(?! (?:literature|lit|history|studies|major)))|"
    r"saving (?:up|money) to|"
    # a paper of one's own being renewed or recognised, a debt paid off, a new place settled
    r"renewing|paying (?:off|back)|settling into|getting(?= (?:my|our) (?:[\w-]+ ){0,3}?[\w-]+ "
    r"(?:recogni[sz]ed|approved|certified|translated|renewed|extended|apostilled|"
    r"registered|licensed)\b)|"
    r"learning|training for|planning|organi[sz]ing|renovating|launching|researching|designing|"
    r"refactoring|rewriting|setting up|dealing with|looking for|applying for|applying to|"
    r"recovering from|putting together|redesigning|saving (?:up )?for|raising|going through|"
    r"switching to|switching from|transitioning to|upgrading|porting|evaluating|"
    r"interviewing for|job hunt(?:ing|in'?)|house hunt(?:ing|in'?)|in the middle of|trying to get|"
    r"taking care of|caring for|teaching myself|finishing|wrapping up|starting|expecting|"
    r"opening|redoing|remodel(?:l)?ing|hiring|struggling with|suffering from|battling|having|"
    r"fighting|looking after|drafting|negotiating|moving from|rolling out|implementing|"
    r"introducing|restoring|rebuilding|fixing up|doing up|converting|decorating|"
    # a piece being made by hand: "knitting my first Marius sweater", "carving a spoon"
    r"(?:knitting|crocheting|sewing|quilting|weaving|embroidering|carving|whittling|"
    r"brewing)(?= (?:a|an|my|our|the|some) )|staying(?= (?:sober|clean|smoke|alcohol|booze|vape|"
    r"gambling|off)\b)|waiting on|"
    r"potty training|sleep training|weaning|trying for(?= (?:a baby|another|a second|a third))|fostering|"
    r"adopting|crowdfunding|running(?= (?:a|an|my|our) (?:[\w-]+ ){0,2}(?:kickstarter|campaign|"
    r"fundraiser|crowdfunder|gofundme|trial|pilot|study|experiment)\b)|"
    # more shapes, kept in their own table (`context_verb_rows`)
    rf"{MORE_CONTEXT_VERBS}|"
    r"doing(?= (?:a|an|my|our) | the (?:[\w-]+ ){0,4}?(?:course|program|programme|"
    r"challenge|bootcamp|apprenticeship|certification|diploma|module|plan|diet)\b)|"
    # time off a working life, as `context_underway` words it: "taking a year off"
    r"taking(?= (?:a|an|[\w-]+) (?:gap year|career break|sabbatical|years?|months?) off$)|"
    r"taking(?= (?:[\w-]+ ){1,3}(?:classes|lessons|courses?)\b|"
    r" (?:a|an) \w* ?(?:class|course)\b)"
)

# "I've been in therapy for a year", "on sick leave since march", "on a waiting list for an
# ADHD assessment", "in the process of buying a flat": a state one is in for a while.
IN_SITUATION = re.compile(
    r"^(?:i(?:'m| am)|we(?:'re| are)|i(?:'ve| have) been|we(?:'ve| have) been|been|"
    # put there by a doctor or an employer: "doc put me on a cbt-i program", "my gp has put me
    # on sick leave"
    r"(?:my\s+|the\s+)?(?:doc|doctor|gp|psychiatrist|consultant|therapist|work|boss|hr|"
    r"employer)\s+(?:has\s+|just\s+)?put\s+me)\s+"
    r"(?:currently\s+|still\s+|now\s+)?(?P<prep>in|on)\s+(?P<obj>(?:(?:couples|group|"
    r"family|grief|marriage)\s+)?(?:therapy|physio(?:therapy)?|rehab|recovery|counsell?ing|"
    r"treatment|chemo(?:therapy)?|remission|dialysis|ivf|"
    # a programme of treatment: "on a cbt-i program", "in an outpatient rehab programme"
    r"(?:a\s+|an\s+|the\s+|my\s+)?(?:[\w-]+\s+)?(?:cbt(?:-i)?|dbt|sleep|rehab|recovery|detox|"
    r"methadone|outpatient|12[- ]step|pain management|cardiac rehab)\s+(?:program|programme)|"
    r"(?:a\s+|the\s+)?(?:waiting list|waitlist)|"
    # a treatment counted, an aid worn for weeks: "on my third round of ivf", "on crutches"
    r"(?:my\s+)?(?:[\w-]+\s+)?round of\s+(?:ivf|chemo|treatment|antibiotics)|crutches|"
    r"(?:a\s+)?(?:cast|moon boot|walking boot)|bed rest|(?:(?:long[- ]term|extended|unpaid)\s+)?(?:maternity|mat|"
    r"paternity|pat|parental|sick|medical|stress|garden|study|compassionate|adoption)\s+leave|a career break|a sabbatical|furlough|probation|"
    # a stretch away from one's usual place: "on a gap year", "on an exchange semester"
    # a hospital rotation with its end or place: "on surgical rotation till feb"
    r"(?:a\s+|an\s+|my\s+)?(?:[\w&-]+\s+)?rotation(?=\s+(?:till|until|at|in|for|now|this)\b)|"
    r"(?:a\s+|an\s+|my\s+)?(?:gap year|exchange(?: semester| year)?|placement|secondment|"
    r"working holiday)|"
    # a fixed term away or at work: "on a 6 month contract in dubai"
    r"(?:a\s+)?(?:\d+|six|three|two|twelve|one)[- ](?:month|year|week)\s+(?:contract|placement|"
    r"secondment|assignment|posting|internship)|"
    r"(?:(?:a lot of|so much|serious|massive|credit card|a bit of)\s+)?debt|"
    r"(?:my\s+)?probation(?:ary)? period|(?:the\s+)?process of|the middle of|the midst of)\b.*)$"
)
