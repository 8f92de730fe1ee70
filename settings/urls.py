"""Root URLs: the admin, the workflow endpoints QStash calls, and the APIs."""

from django.contrib import admin
from django.urls import path

urlpatterns = [
    path("admin/", admin.site.urls),
]
