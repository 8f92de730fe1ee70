"""More verbs of the context table (`rules/situation.py`), each row a kind of situation
under way that the table's first verbs do not name: a stretch of study away, a long
journey, a standard worked towards, a wait on an answer, a treatment or a pledge done
without an article, money chased and a claim in law."""

from __future__ import annotations

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
