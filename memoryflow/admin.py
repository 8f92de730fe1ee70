"""The operators' admin: operations, workflow runs, extraction tasks, memories, personas,
chat data and the audit log. The ModelAdmins live in `memoryflow.adminui`; admin code only
displays and calls operations (`memoryflow.operations`), it holds no business logic.
"""

from __future__ import annotations

from django.contrib import admin

from memoryflow.adminui.data import (
    MemoryAdmin,
    MessageAdmin,
    PersonaDocumentAdmin,
    PersonaHistoryAdmin,
    TopicAdmin,
)
from memoryflow.adminui.operations import AuditLogAdmin, OperationsAdmin
from memoryflow.adminui.runs import WorkflowRunAdmin
from memoryflow.adminui.tasks import AsyncTaskAdmin
from memoryflow.models import (
    AsyncTask,
    AuditLog,
    Memory,
    Message,
    Operations,
    PersonaDocument,
    PersonaHistory,
    Topic,
    WorkflowRun,
)

admin.site.register(Operations, OperationsAdmin)
admin.site.register(WorkflowRun, WorkflowRunAdmin)
admin.site.register(AsyncTask, AsyncTaskAdmin)
admin.site.register(Memory, MemoryAdmin)
admin.site.register(PersonaDocument, PersonaDocumentAdmin)
admin.site.register(PersonaHistory, PersonaHistoryAdmin)
admin.site.register(Topic, TopicAdmin)
admin.site.register(Message, MessageAdmin)
admin.site.register(AuditLog, AuditLogAdmin)

admin.site.site_header = "memoryflow operations"
admin.site.site_title = "memoryflow"
admin.site.index_title = "Operate memoryflow"
